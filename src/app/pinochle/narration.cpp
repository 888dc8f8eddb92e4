// The Pinochle table's log lines, in the same plain tone as the other tables'.

#include "app/pinochle/narration.hpp"

#include "parlor/cards/card.hpp"

#include <type_traits>

namespace parlor::app::pinochle_table {

namespace pn = parlor::pinochle;
using cards::pretty;

namespace {

LogEntry::Who who_of(pn::Seat seat) {
    return seat == pn::Seat::Human ? LogEntry::Who::Human : LogEntry::Who::Computer;
}

int seat_of(pn::Seat seat) {
    return pn::index(seat);
}

std::string does(const Narration& n, pn::Seat seat, const std::string& plain,
                 const std::string& third) {
    return n.names.with_verb(seat_of(seat), plain, third);
}

std::string played(const pn::PlayedEvent& e, const Narration& n) {
    std::string text = does(n, e.seat, e.lead ? "lead" : "play", e.lead ? "leads" : "plays") +
                       " the " + pretty(e.card);
    if (e.from_meld) {
        text += " from " + std::string(e.seat == pn::Seat::Human ? "your" : "its") + " melds";
    }
    if (!e.broken.empty()) {
        text += ", breaking ";
        for (std::size_t i = 0; i < e.broken.size(); ++i) {
            text += (i == 0                     ? ""
                     : i + 1 == e.broken.size() ? " and "
                                                : ", ") +
                    pn::meld_title(e.broken[i].kind);
        }
    }
    return text + ".";
}

} // namespace

std::string points_words(int points) {
    if (points == 0) {
        return "no points";
    }
    return std::to_string(points) + (points == 1 ? " point" : " points");
}

LogEntry narrate(const pn::Event& event, const Narration& n) {
    return std::visit(
        [&n](const auto& e) -> LogEntry {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, pn::DealtEvent>) {
                std::string text = "Round " + std::to_string(e.round) +
                                   ": twelve cards each. The trump card is the " +
                                   pretty(e.trump_card) + ": " +
                                   cards::suit_name(e.trump_card.suit) + " are trump.";
                if (e.leader) {
                    text += " " + does(n, *e.leader, "have", "has") + " more points and " +
                            (n.names.you(seat_of(*e.leader)) ? "lead" : "leads") + " first.";
                }
                return LogEntry{LogEntry::Who::Table, text, {}};
            } else if constexpr (std::is_same_v<T, pn::TossEvent>) {
                const bool won = e.leader == pn::Seat::Human;
                return LogEntry{LogEntry::Who::Table,
                                std::string("You called ") + (e.called_heads ? "heads" : "tails") +
                                    "; the coin shows " + (e.heads ? "heads" : "tails") + ": " +
                                    (won ? n.names.with_verb(0, "lead", "leads")
                                         : n.names.with_verb(1, "lead", "leads")) +
                                    " first.",
                                {}};
            } else if constexpr (std::is_same_v<T, pn::PlayedEvent>) {
                return LogEntry{who_of(e.seat), played(e, n), {}};
            } else if constexpr (std::is_same_v<T, pn::TrickEvent>) {
                return LogEntry{who_of(e.winner),
                                does(n, e.winner, "win", "wins") +
                                    " the trick: " + points_words(e.points) + " (round score " +
                                    std::to_string(e.round_score) + ").",
                                {}};
            } else if constexpr (std::is_same_v<T, pn::MeldEvent>) {
                return LogEntry{who_of(e.seat),
                                does(n, e.seat, "declare", "declares") + " " +
                                    pn::describe(e.meld) + ": " + points_words(e.points) +
                                    " (round score " + std::to_string(e.round_score) + ").",
                                {}};
            } else if constexpr (std::is_same_v<T, pn::DeclinedMeldEvent>) {
                return LogEntry{
                    who_of(e.seat), does(n, e.seat, "declare", "declares") + " no meld.", {}};
            } else if constexpr (std::is_same_v<T, pn::DrawEvent>) {
                if (e.trump_card) {
                    return LogEntry{who_of(e.seat),
                                    does(n, e.seat, "take", "takes") + " the trump card, the " +
                                        pretty(e.card) + ".",
                                    {}};
                }
                if (e.seat == pn::Seat::Human) {
                    return LogEntry{LogEntry::Who::Human,
                                    does(n, e.seat, "draw", "draws") + " the " + pretty(e.card) +
                                        ".",
                                    {}};
                }
                return LogEntry{LogEntry::Who::Computer,
                                does(n, e.seat, "draw", "draws") + " a card from the stock.",
                                {}};
            } else if constexpr (std::is_same_v<T, pn::RoundOverEvent>) {
                const auto& r = e.result;
                return LogEntry{LogEntry::Who::Table,
                                "Round " + std::to_string(r.round) + " is over: " + n.names[0] +
                                    " " + std::to_string(r.round_scores[0]) + ", " + n.names[1] +
                                    " " + std::to_string(r.round_scores[1]) + ".",
                                {}};
            } else {
                std::string text = "Final scores: " + n.names[0] + " " +
                                   std::to_string(e.scores[0]) + ", " + n.names[1] + " " +
                                   std::to_string(e.scores[1]) + ". ";
                if (!e.winner) {
                    text += "The game is a tie.";
                } else {
                    text += does(n, *e.winner, "win", "wins") + " the game.";
                }
                return LogEntry{LogEntry::Who::Table, text, {}};
            }
        },
        event);
}

} // namespace parlor::app::pinochle_table
