#include "app/fivecrowns/narration.hpp"

#include "app/table/event_owner.hpp"
#include "app/table/table_sounds.hpp"

#include <algorithm>

namespace parlor::app::fivecrowns_table {

LogEntry narrate(const fc::Event& event, const Narration& n) {
    // An open hand hides nothing: the player sees what the computer draws. At a table of more
    // than two the others' hands are never shown, so neither are their draws from the stock.
    const bool hidden = n.hide_computer_hand || n.names.size() > 2;
    const fc::Listener listener{{n.names.begin(), n.names.end()},
                                hidden ? std::optional<fc::Seat>(fc::Seat::Human) : std::nullopt};
    LogEntry entry{table::owner_of_event(event), fc::event_text(event, listener), {}};
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

Sound event_sound(const fc::Event& event) {
    return std::visit(
        [](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, fc::TossEvent>) {
                return Sound::Flip;
            } else if constexpr (std::is_same_v<T, fc::DealtEvent>) {
                return Sound::Deal;
            } else if constexpr (std::is_same_v<T, fc::DrewEvent>) {
                return Sound::Draw;
            } else if constexpr (std::is_same_v<T, fc::DiscardedEvent>) {
                return Sound::Play;
            } else if constexpr (std::is_same_v<T, fc::WentOutEvent>) {
                return Sound::Meld; // the hand laid down in its books and runs
            } else if constexpr (std::is_same_v<T, fc::ReshuffledEvent>) {
                return Sound::Shuffle;
            } else if constexpr (std::is_same_v<T, fc::RoundScoredEvent>) {
                // The fewest points wins a round (a share of them too).
                const std::vector<int>& points = e.result.points;
                return table::round_end(points[static_cast<std::size_t>(fc::Seat::Human)] ==
                                        *std::min_element(points.begin(), points.end()));
            } else if constexpr (std::is_same_v<T, fc::GameOverEvent>) {
                return table::game_end(!e.winner || *e.winner == fc::Seat::Human);
            } else {
                return Sound::None;
            }
        },
        event);
}

} // namespace parlor::app::fivecrowns_table
