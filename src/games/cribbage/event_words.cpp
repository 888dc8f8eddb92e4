#include "parlor/games/cribbage/event_words.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/games/cribbage/cards.hpp"
#include "parlor/games/cribbage/scoring.hpp"

#include <type_traits>

namespace parlor::cribbage {

namespace {

using cards::pretty;

// " (Computer has 9)": the score after points, which the players peg.
std::string score_after(Seat seat, int score, const Listener& listener) {
    return " (" + listener.with_verb_within(seat, "have", "has") + " " + std::to_string(score) +
           ")";
}

// What a card scored in the play: "fifteen for 2", "a pair (7♠ 7♥) for 2". A count's cards are
// the whole pile, which the count already tells, so fifteens and thirty-ones go without them.
std::string pegging_words(const std::vector<ScoreItem>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        ScoreItem item = items[i];
        if (item.kind == ScoreKind::Fifteen || item.kind == ScoreKind::ThirtyOne) {
            item.cards.clear();
        }
        text += (i > 0 ? " and " : "") + describe(item);
    }
    return text;
}

std::string skunk_words(Skunk skunk) {
    switch (skunk) {
    case Skunk::Single:
        return " — a skunk!";
    case Skunk::Double:
        return " — a double skunk!";
    case Skunk::None:
        break;
    }
    return ".";
}

std::string cut_text(const CutForDealEvent& e, const Listener& listener) {
    const std::string text = listener.name(Seat::Human) + " cut the " + pretty(e.human) + ", " +
                             listener.name(Seat::Computer) + " cut the " + pretty(e.computer) +
                             ": ";
    return text + (e.dealer ? listener.with_verb(*e.dealer, "deal", "deals") + " first."
                            : std::string("a tie, cut again."));
}

std::string dealt_text(const DealtEvent& e, const Listener& listener) {
    const std::string crib =
        listener.you(e.dealer) ? std::string("yours") : listener.name(e.dealer) + "'s";
    return "Deal " + std::to_string(e.deal_number) + ": " +
           listener.with_verb(e.dealer, "deal", "deals") + " and the crib is " + crib +
           "; six cards each.";
}

std::string laid_away_text(const LaidAwayEvent& e, const Listener& listener) {
    // The crib stays face down until the show.
    if (!listener.sees(e.seat)) {
        return listener.name(e.seat) + " laid two cards away to the crib.";
    }
    return listener.name(e.seat) + " laid away the " + pretty(e.first) + " and the " +
           pretty(e.second) + ".";
}

std::string points_text(const PointsEvent& e, const Listener& listener) {
    const std::string& name = listener.name(e.seat);
    const std::string points = std::to_string(e.item.points);
    const std::string after = score_after(e.seat, e.score, listener);
    if (e.item.kind == ScoreKind::HisHeels) {
        return "His heels: the starter is a jack, " + points + " for " + name + ", the dealer" +
               after + ".";
    }
    if (e.item.kind == ScoreKind::LastCard) {
        return name + ": last card, " + points + (e.item.points == 1 ? " point" : " points") +
               after + ".";
    }
    return name + ": " + describe(e.item) + after + ".";
}

std::string played_text(const PlayedEvent& e, const Listener& listener) {
    std::string text = listener.name(e.seat) + " played the " + pretty(e.card) + " — count " +
                       std::to_string(e.count);
    if (!e.items.empty()) {
        text += ": " + pegging_words(e.items) + score_after(e.seat, e.score, listener);
    }
    return text + ".";
}

std::string show_text(const ShowEvent& e, const Listener& listener) {
    const Show& show = e.show;
    return listener.possessive(show.seat) + (show.crib ? " crib" : " hand") + " (" +
           pretty_cards(show.cards) + " + starter " + pretty(show.starter) +
           "): " + std::to_string(show.score.total) + " — " + speech(show.score) +
           score_after(show.seat, e.score, listener) + ".";
}

// "You claim 4 for your hand (you have 14)."
std::string claim_text(const ClaimEvent& e, const Listener& listener) {
    const std::string own = listener.you(e.seat) ? "your" : "their";
    const std::string what = e.of == ClaimOf::Pegging ? own + " card"
                             : e.of == ClaimOf::Hand  ? own + " hand"
                                                      : own + " crib";
    return listener.with_verb(e.seat, "claim", "claims") + " " + std::to_string(e.claimed) +
           " for " + what + score_after(e.seat, e.score, listener) + ".";
}

// "Muggins! Computer takes the 2 you missed: fifteen (5♥ K♠) for 2 (Computer has 40)."
std::string muggins_text(const MugginsEvent& e, const Listener& listener) {
    const Seat missed_by = other(e.seat);
    std::string text = "Muggins! " + listener.with_verb(e.seat, "take", "takes") + " the " +
                       std::to_string(e.points) + (e.points == 1 ? " point " : " points ") +
                       (listener.you(missed_by) ? std::string("you") : listener.name(missed_by)) +
                       " missed";
    for (std::size_t i = 0; i < e.missed.size(); ++i) {
        text += (i == 0 ? ": " : " and ") + describe(e.missed[i]);
    }
    return text + score_after(e.seat, e.score, listener) + ".";
}

std::string game_over_text(const GameOverEvent& e, const Listener& listener) {
    const auto points = [&e](Seat seat) {
        return std::to_string(e.scores[static_cast<std::size_t>(index(seat))]);
    };
    return listener.with_verb(e.winner, "win", "wins") + " " + points(e.winner) + " to " +
           points(other(e.winner)) + skunk_words(e.skunk);
}

} // namespace

std::string event_text(const Event& event, const Listener& listener) {
    return std::visit(
        [&listener](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, CutForDealEvent>) {
                return cut_text(e, listener);
            } else if constexpr (std::is_same_v<T, DealtEvent>) {
                return dealt_text(e, listener);
            } else if constexpr (std::is_same_v<T, LaidAwayEvent>) {
                return laid_away_text(e, listener);
            } else if constexpr (std::is_same_v<T, StarterEvent>) {
                return "The starter is the " + pretty(e.card) + ".";
            } else if constexpr (std::is_same_v<T, PointsEvent>) {
                return points_text(e, listener);
            } else if constexpr (std::is_same_v<T, PlayedEvent>) {
                return played_text(e, listener);
            } else if constexpr (std::is_same_v<T, GoEvent>) {
                return listener.with_verb(e.seat, "say", "says") + " go.";
            } else if constexpr (std::is_same_v<T, CountRestartedEvent>) {
                return "The count starts again at 0; " +
                       listener.with_verb_within(e.leader, "lead", "leads") + ".";
            } else if constexpr (std::is_same_v<T, ShowEvent>) {
                return show_text(e, listener);
            } else if constexpr (std::is_same_v<T, ClaimEvent>) {
                return claim_text(e, listener);
            } else if constexpr (std::is_same_v<T, MugginsEvent>) {
                return muggins_text(e, listener);
            } else {
                static_assert(std::is_same_v<T, GameOverEvent>);
                return game_over_text(e, listener);
            }
        },
        event);
}

} // namespace parlor::cribbage
