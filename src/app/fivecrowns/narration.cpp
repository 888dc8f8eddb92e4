#include "app/fivecrowns/narration.hpp"

#include <type_traits>

namespace parlor::app::fivecrowns_table {

namespace {

LogEntry::Who who_of(fc::Seat seat) {
    return seat == fc::Seat::Human ? LogEntry::Who::Human : LogEntry::Who::Computer;
}

} // namespace

std::string rank_plural(int rank, bool capital) {
    if (rank < parlor::cards::jack) {
        return parlor::cards::rank_symbol(rank) + "s";
    }
    std::string name = parlor::cards::rank_name(rank) + "s"; // "jacks"
    if (capital && !name.empty()) {
        name[0] = static_cast<char>(name[0] - 'a' + 'A');
    }
    return name;
}

LogEntry narrate(const fc::Event& event, const Narration& n) {
    auto name = [&n](fc::Seat s) { return n.names[static_cast<std::size_t>(fc::index(s))]; };
    return std::visit(
        [&](const auto& e) -> LogEntry {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, fc::TossEvent>) {
                return {LogEntry::Who::Table,
                        std::string("The coin was called ") + (e.called_heads ? "heads" : "tails") +
                            " and landed " + (e.landed_heads ? "heads" : "tails") + ": " +
                            name(e.first) + (name(e.first) == "You" ? " play" : " plays") +
                            " first.",
                        {}};
            } else if constexpr (std::is_same_v<T, fc::DealtEvent>) {
                const int dealt = fc::cards_dealt(e.round);
                return {LogEntry::Who::Table,
                        "Round " + std::to_string(e.round) + ": " + std::to_string(dealt) +
                            " cards each, " + rank_plural(fc::wild_rank_of(e.round)) +
                            " and jokers are wild. " + name(e.first) +
                            (name(e.first) == "You" ? " play" : " plays") + " first.",
                        {}};
            } else if constexpr (std::is_same_v<T, fc::DrewEvent>) {
                const bool secret =
                    e.seat == fc::Seat::Computer && n.hide_computer_hand && !e.from_discard;
                std::string text;
                if (e.from_discard) {
                    text = name(e.seat) + " took the " + parlor::cards::pretty(e.card) +
                           " from the discard pile.";
                } else if (secret) {
                    text = name(e.seat) + " drew a card from the draw pile.";
                } else {
                    text = name(e.seat) + " drew the " + parlor::cards::pretty(e.card) +
                           " from the draw pile.";
                }
                return {who_of(e.seat), text, {}};
            } else if constexpr (std::is_same_v<T, fc::DiscardedEvent>) {
                return {who_of(e.seat),
                        name(e.seat) + " discarded the " + parlor::cards::pretty(e.card) + ".",
                        {}};
            } else if constexpr (std::is_same_v<T, fc::WentOutEvent>) {
                LogEntry entry{who_of(e.seat), name(e.seat) + " went out!", {}};
                for (const fc::Meld& meld : e.arrangement.melds) {
                    entry.reasons.push_back(fc::describe(meld));
                }
                return entry;
            } else if constexpr (std::is_same_v<T, fc::ReshuffledEvent>) {
                return {
                    LogEntry::Who::Table,
                    "The draw pile ran out: " + std::to_string(e.cards) +
                        " cards from under the discard pile's top were shuffled into a new one.",
                    {}};
            } else if constexpr (std::is_same_v<T, fc::RoundScoredEvent>) {
                const auto& r = e.result;
                return {LogEntry::Who::Table,
                        "Round " + std::to_string(r.round) + " scored: " + name(fc::Seat::Human) +
                            " " + std::to_string(r.points[0]) + " points, " +
                            name(fc::Seat::Computer) + " " + std::to_string(r.points[1]) +
                            " points.",
                        {}};
            } else {
                std::string text = "Game over: ";
                if (e.winner) {
                    text += name(*e.winner) +
                            (*e.winner == fc::Seat::Human && name(*e.winner) == "You" ? " win"
                                                                                      : " wins");
                } else {
                    text += "a draw";
                }
                text += " (" + std::to_string(e.totals[0]) + " to " + std::to_string(e.totals[1]) +
                        ").";
                return {LogEntry::Who::Table, text, {}};
            }
        },
        event);
}

} // namespace parlor::app::fivecrowns_table
