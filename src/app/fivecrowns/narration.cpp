#include "app/fivecrowns/narration.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::app::fivecrowns_table {

namespace {

// The seat that acted, for the log's colours; the table's own events have none.
LogEntry::Who who_of(const fc::Event& event) {
    return std::visit(
        [](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, fc::DrewEvent> ||
                          std::is_same_v<T, fc::DiscardedEvent> ||
                          std::is_same_v<T, fc::WentOutEvent>) {
                return e.seat == fc::Seat::Human ? LogEntry::Who::Human : LogEntry::Who::Computer;
            } else {
                return LogEntry::Who::Table;
            }
        },
        event);
}

} // namespace

LogEntry narrate(const fc::Event& event, const Narration& n) {
    // An open hand hides nothing: the player sees what the computer draws.
    const fc::Listener listener{
        n.names, n.hide_computer_hand ? std::optional<fc::Seat>(fc::Seat::Human) : std::nullopt};
    LogEntry entry{who_of(event), fc::event_text(event, listener), {}};
    if (const auto* out = std::get_if<fc::WentOutEvent>(&event)) {
        for (const fc::Meld& meld : out->arrangement.melds) {
            entry.reasons.push_back(fc::describe(meld));
        }
    }
    return entry;
}

std::vector<std::string> told_reasons(const std::vector<std::string>& reasons,
                                      const std::vector<fc::Card>& hidden) {
    // A card's name as the reasons write it ("10♠", "Joker"), and a joker's in a sentence.
    auto names = [](const std::string& sentence, fc::Card card) {
        return sentence.find(parlor::cards::pretty(card)) != std::string::npos ||
               (card.is_joker() && sentence.find("joker") != std::string::npos);
    };
    std::vector<std::string> told;
    for (const std::string& sentence : reasons) {
        if (std::none_of(hidden.begin(), hidden.end(),
                         [&](fc::Card card) { return names(sentence, card); })) {
            told.push_back(sentence);
        }
    }
    return told;
}

} // namespace parlor::app::fivecrowns_table
