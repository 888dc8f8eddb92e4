#include "parlor/games/pinochle/event_words.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/cards/listed.hpp"

#include <type_traits>

namespace parlor::pinochle {

namespace {

using cards::pretty;

std::string side(bool heads) {
    return heads ? "heads" : "tails";
}

// "your melds", "its melds" (the computer's), "Ada's melds".
std::string whose_melds(Seat seat, const Listener& listener) {
    if (listener.you(seat)) {
        return "your melds";
    }
    return seat == Seat::Computer ? "its melds" : listener.name(seat) + "'s melds";
}

std::string dealt_text(const DealtEvent& e, const Listener& listener) {
    std::string text = "Round " + std::to_string(e.round) +
                       ": twelve cards each. The trump card is the " + pretty(e.trump_card) + ": " +
                       cards::suit_name(e.trump_card.suit) + " are trump.";
    if (e.leader) {
        text += " " + listener.with_verb(*e.leader, "have", "has") + " more points and " +
                (listener.you(*e.leader) ? "lead" : "leads") + " first.";
    }
    return text;
}

std::string played_text(const PlayedEvent& e, const Listener& listener) {
    std::string text =
        listener.with_verb(e.seat, e.lead ? "lead" : "play", e.lead ? "leads" : "plays") + " the " +
        pretty(e.card);
    if (e.from_meld) {
        text += " from " + whose_melds(e.seat, listener);
    }
    if (!e.broken.empty()) {
        std::vector<std::string> broken;
        for (const auto& meld : e.broken) {
            broken.push_back(meld_title(meld.kind));
        }
        text += ", breaking " + cards::listed(broken);
    }
    return text + ".";
}

std::string draw_text(const DrawEvent& e, const Listener& listener) {
    // The trump card lies face up; a card from the stock only its drawer sees.
    if (e.trump_card) {
        return listener.with_verb(e.seat, "take", "takes") + " the trump card, the " +
               pretty(e.card) + ".";
    }
    if (!listener.sees(e.seat)) {
        return listener.with_verb(e.seat, "draw", "draws") + " a card from the stock.";
    }
    return listener.with_verb(e.seat, "draw", "draws") + " the " + pretty(e.card) + ".";
}

std::string scores_text(const std::array<int, 2>& scores, const Listener& listener) {
    return listener.name(Seat::Human) + " " + std::to_string(scores[0]) + ", " +
           listener.name(Seat::Computer) + " " + std::to_string(scores[1]);
}

std::string game_over_text(const GameOverEvent& e, const Listener& listener) {
    const std::string text = "Final scores: " + scores_text(e.scores, listener) + ". ";
    if (!e.winner) {
        return text + "The game is a tie.";
    }
    return text + listener.with_verb(*e.winner, "win", "wins") + " the game.";
}

// ", the Q♠ already melded counting again": the reuse rule said where it pays.
std::string reused_words(const std::vector<Card>& reused) {
    if (reused.empty()) {
        return {};
    }
    std::string named;
    for (std::size_t i = 0; i < reused.size(); ++i) {
        named += (i == 0                   ? "the "
                  : i + 1 == reused.size() ? " and the "
                                           : ", the ") +
                 pretty(reused[i]);
    }
    return ", " + named + " already melded counting again";
}

} // namespace

std::string points_words(int points) {
    if (points == 0) {
        return "no points";
    }
    return std::to_string(points) + (points == 1 ? " point" : " points");
}

std::string event_text(const Event& event, const Listener& listener) {
    return std::visit(
        [&listener](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, DealtEvent>) {
                return dealt_text(e, listener);
            } else if constexpr (std::is_same_v<T, TossEvent>) {
                // The player at the keyboard always calls.
                return listener.name(Seat::Human) + " called " + side(e.called_heads) +
                       "; the coin shows " + side(e.heads) + ": " +
                       listener.with_verb(e.leader, "lead", "leads") + " first.";
            } else if constexpr (std::is_same_v<T, PlayedEvent>) {
                return played_text(e, listener);
            } else if constexpr (std::is_same_v<T, TrickEvent>) {
                return listener.with_verb(e.winner, "win", "wins") +
                       " the trick: " + points_words(e.points) + " (round score " +
                       std::to_string(e.round_score) + ").";
            } else if constexpr (std::is_same_v<T, MeldEvent>) {
                return listener.with_verb(e.seat, "declare", "declares") + " " + describe(e.meld) +
                       reused_words(e.reused) + ": " + points_words(e.points) + " (round score " +
                       std::to_string(e.round_score) + ").";
            } else if constexpr (std::is_same_v<T, DeclinedMeldEvent>) {
                return listener.with_verb(e.seat, "declare", "declares") + " no meld.";
            } else if constexpr (std::is_same_v<T, DrawEvent>) {
                return draw_text(e, listener);
            } else if constexpr (std::is_same_v<T, RoundOverEvent>) {
                return "Round " + std::to_string(e.result.round) +
                       " is over: " + scores_text(e.result.round_scores, listener) + ".";
            } else {
                static_assert(std::is_same_v<T, GameOverEvent>);
                return game_over_text(e, listener);
            }
        },
        event);
}

} // namespace parlor::pinochle
