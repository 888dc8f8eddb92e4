// The Cribbage table's log lines, in the same plain tone as the Five Crowns table's.

#include "app/cribbage/narration.hpp"

#include "app/cribbage/show_steps.hpp"
#include "parlor/cards/card.hpp"

#include <optional>
#include <type_traits>

namespace parlor::app::cribbage_table {

namespace {

using parlor::cards::pretty;

LogEntry::Who who_of(cr::Seat seat) {
    return seat == cr::Seat::Human ? LogEntry::Who::Human : LogEntry::Who::Computer;
}

// "You deal", "Computer deals": the verb agreeing with the name.
std::string does(const std::string& name, const std::string& verb, const std::string& verb_s) {
    return name + " " + (name == "You" ? verb : verb_s);
}

// What a card scored in the play: "fifteen for 2", "a pair (7♠ 7♥) for 2". A count's cards are
// the whole pile, which the count already tells, so fifteens and thirty-ones go without them.
std::string pegging_words(const std::vector<cr::ScoreItem>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        cr::ScoreItem item = items[i];
        if (item.kind == cr::ScoreKind::Fifteen || item.kind == cr::ScoreKind::ThirtyOne) {
            item.cards.clear();
        }
        if (i > 0) {
            text += " and ";
        }
        text += cr::describe(item);
    }
    return text;
}

std::string skunk_words(cr::Skunk skunk) {
    switch (skunk) {
    case cr::Skunk::Single:
        return " — a skunk!";
    case cr::Skunk::Double:
        return " — a double skunk!";
    case cr::Skunk::None:
        break;
    }
    return ".";
}

// One scoring item in the words said over the table: "pair royal for 6", "run of 3 for 3".
std::string called(const cr::ScoreItem& item, bool cards_left) {
    const std::string points = " for " + std::to_string(item.points);
    const auto cards = std::to_string(item.cards.size());
    switch (item.kind) {
    case cr::ScoreKind::Fifteen:
        return "fifteen" + points;
    case cr::ScoreKind::Pair:
        return (item.cards.size() == 2   ? std::string("pair")
                : item.cards.size() == 3 ? std::string("pair royal")
                                         : std::string("double pair royal")) +
               points;
    case cr::ScoreKind::Run:
        return "run of " + cards + points;
    case cr::ScoreKind::ThirtyOne:
        return "31" + points;
    case cr::ScoreKind::LastCard:
        // Neither player could go on: the point is the go's; with no cards left, the last card's.
        return (cards_left ? "go" : "last card") + points;
    case cr::ScoreKind::HisHeels:
        return "his heels" + points;
    case cr::ScoreKind::Flush:
    case cr::ScoreKind::Nobs:
        break; // the show's, never the play's
    }
    return cr::describe(item);
}

} // namespace

std::string pegging_callout(const std::vector<cr::Event>& events, const Narration& n,
                            bool cards_left) {
    // Each scorer's words after its name; a move's points are all one player's, but the words
    // would say so if not.
    std::string text;
    std::optional<cr::Seat> speaking;
    auto say = [&](cr::Seat seat, const std::string& words) {
        if (speaking == seat) {
            text += ", " + words;
            return;
        }
        text += (text.empty() ? "" : "  ·  ") + n.names[static_cast<std::size_t>(cr::index(seat))] +
                ": " + words;
        speaking = seat;
    };
    for (const cr::Event& event : events) {
        if (const auto* played = std::get_if<cr::PlayedEvent>(&event)) {
            for (const cr::ScoreItem& item : played->items) {
                say(played->seat, called(item, cards_left));
            }
        } else if (const auto* points = std::get_if<cr::PointsEvent>(&event)) {
            say(points->seat, called(points->item, cards_left));
        }
    }
    return text;
}

std::string has(const std::string& name) {
    return does(name, "have", "has");
}

LogEntry narrate(const cr::Event& event, const Narration& n) {
    auto name = [&n](cr::Seat s) { return n.names[static_cast<std::size_t>(cr::index(s))]; };
    return std::visit(
        [&](const auto& e) -> LogEntry {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, cr::CutForDealEvent>) {
                std::string text = name(cr::Seat::Human) + " cut the " + pretty(e.human) + ", " +
                                   name(cr::Seat::Computer) + " cut the " + pretty(e.computer) +
                                   ": ";
                text += e.dealer ? does(name(*e.dealer), "deal", "deals") + " first."
                                 : std::string("a tie, cut again.");
                return {LogEntry::Who::Table, text, {}};
            } else if constexpr (std::is_same_v<T, cr::DealtEvent>) {
                return {LogEntry::Who::Table,
                        "Deal " + std::to_string(e.deal_number) + ": " +
                            does(name(e.dealer), "deal", "deals") + "; six cards each.",
                        {}};
            } else if constexpr (std::is_same_v<T, cr::LaidAwayEvent>) {
                if (e.seat == cr::Seat::Computer) {
                    // The crib stays face down until the show.
                    return {who_of(e.seat), name(e.seat) + " laid two cards away to the crib.", {}};
                }
                return {who_of(e.seat),
                        name(e.seat) + " laid away the " + pretty(e.first) + " and the " +
                            pretty(e.second) + ".",
                        {}};
            } else if constexpr (std::is_same_v<T, cr::StarterEvent>) {
                return {LogEntry::Who::Table, "The starter is the " + pretty(e.card) + ".", {}};
            } else if constexpr (std::is_same_v<T, cr::PointsEvent>) {
                const std::string points = std::to_string(e.item.points);
                std::string text;
                if (e.item.kind == cr::ScoreKind::HisHeels) {
                    text = "His heels: the starter is a jack, " + points + " for " + name(e.seat) +
                           ".";
                } else if (e.item.kind == cr::ScoreKind::LastCard) {
                    text = name(e.seat) + ": last card, " + points +
                           (e.item.points == 1 ? " point." : " points.");
                } else {
                    text = name(e.seat) + ": " + cr::describe(e.item) + ".";
                }
                return {who_of(e.seat), text, {}};
            } else if constexpr (std::is_same_v<T, cr::PlayedEvent>) {
                std::string text = name(e.seat) + " played the " + pretty(e.card) + " — count " +
                                   std::to_string(e.count);
                if (!e.items.empty()) {
                    text += ": " + pegging_words(e.items);
                }
                return {who_of(e.seat), text + ".", {}};
            } else if constexpr (std::is_same_v<T, cr::GoEvent>) {
                return {who_of(e.seat), does(name(e.seat), "say", "says") + " go.", {}};
            } else if constexpr (std::is_same_v<T, cr::CountRestartedEvent>) {
                return {LogEntry::Who::Table,
                        "The count starts again at 0; " + does(name(e.leader), "lead", "leads") +
                            ".",
                        {}};
            } else if constexpr (std::is_same_v<T, cr::ShowEvent>) {
                const cr::Show& show = e.show;
                return {who_of(show.seat),
                        show_title(show, n.names) + " (" + cr::pretty_cards(show.cards) +
                            " + starter " + pretty(show.starter) + "): " +
                            std::to_string(show.score.total) + " — " + cr::speech(show.score) + ".",
                        {}};
            } else {
                static_assert(std::is_same_v<T, cr::GameOverEvent>);
                const int loser = cr::index(cr::other(e.winner));
                return {
                    LogEntry::Who::Table,
                    does(name(e.winner), "win", "wins") + " " +
                        std::to_string(e.scores[static_cast<std::size_t>(cr::index(e.winner))]) +
                        " to " + std::to_string(e.scores[static_cast<std::size_t>(loser)]) +
                        skunk_words(e.skunk),
                    {}};
            }
        },
        event);
}

} // namespace parlor::app::cribbage_table
