// The review: the help's advice at each of the seat's decisions, against what the seat did, the
// played move valued by the same look-ahead on the same imagined tables (compare_to_advice).

#include "parlor/games/cruno/review.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cruno/ai.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace parlor::cruno {

namespace {

using record::ReviewItem;

// The card as the tables show it: a standard card as itself, an action card as a card of rank
// 13 + its kind (1 Skip, 2 Reverse, 3 Draw Two), the tables' convention for the action cards.
cards::Card shown_face(Card card) {
    return cards::Card::of(card.is_action() ? cards::king + static_cast<int>(card.kind) : card.rank,
                           card.suit);
}

// The card a move lays on the pile, as the table shows it; nothing for a draw.
std::vector<cards::Card> card_laid(const Action& action) {
    if (const auto* play = std::get_if<Play>(&action)) {
        return {shown_face(play->card)};
    }
    if (const auto* convert = std::get_if<Convert>(&action)) {
        return {shown_face(convert->card)};
    }
    return {};
}

// "play the 7♥", "play the 8♣ and name hearts", "draw a card": to follow "you chose to" or
// "the expert would".
std::string move_in_review(const Action& action) {
    if (const auto* play = std::get_if<Play>(&action)) {
        return "play the " + pretty(play->card) +
               (play->suit ? " and name " + cards::suit_name(*play->suit) : "");
    }
    if (const auto* convert = std::get_if<Convert>(&action)) {
        return "turn the " + pretty(convert->card) + " into an 8 and name " +
               cards::suit_name(convert->suit);
    }
    return "draw a card";
}

// A choice: two honest moves (plays and the draw) that are not alike. With a Draw Two pending,
// or nothing but the draw, there is none.
bool review_choice(const SeatView& view) {
    if (view.phase != Phase::Play || view.turn != view.seat) {
        return false;
    }
    std::vector<Action> kinds;
    for (const Action& move : legal_actions(view)) {
        if (std::holds_alternative<Convert>(move)) {
            continue;
        }
        if (std::none_of(kinds.begin(), kinds.end(),
                         [&move](const Action& kind) { return alike(kind, move); })) {
            kinds.push_back(move);
        }
    }
    return kinds.size() > 1;
}

// Whether the expert with another seed chooses the move or puts it within its noise.
bool chosen_or_near(const SeatView& view, const Action& played, std::uint64_t seed) {
    const Comparison again = compare_to_advice(view, played, seed);
    return alike(again.advice.action, played) || again.within_noise;
}

// A share of games, to a tenth of a percent: the cost is their difference, shown alike.
std::string share_words(double share) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", 100 * share);
    return text;
}

std::string cards_words(int n) {
    return std::to_string(n) + (n == 1 ? " card" : " cards");
}

// What tells the two moves apart at the table, from the seat's own hand: a draw where a card
// fitted, an 8 or an action card spent where a plain card fitted, or fewer cards of the suit to
// follow kept.
// Nothing when the figures alone tell them apart.
std::string contrast(const SeatView& view, const Action& played, const Action& expert) {
    const auto* mine = std::get_if<Play>(&played);
    const auto* its = std::get_if<Play>(&expert);
    if (mine == nullptr && its != nullptr) {
        return "Your draw added a card to your hand where the " + pretty(its->card) + " fitted. ";
    }
    if (mine == nullptr || its == nullptr) {
        return {};
    }
    if (mine->card.is_eight() && !its->card.is_eight()) {
        return "Your 8 fits on anything: kept, it is a way out later. ";
    }
    if (mine->card.is_eight() || its->card.is_eight()) {
        return {};
    }
    if (mine->card.is_action() && !its->card.is_action()) {
        return "Its move keeps your " + pretty(mine->card) + " to play later. ";
    }
    const int after_its = held_after(view.hand, its->card.suit, its->card);
    const int after_mine = held_after(view.hand, mine->card.suit, mine->card);
    if (after_its > after_mine) {
        return "After its move you hold " + cards_words(after_its) +
               " of the suit to follow, after yours " + cards_words(after_mine) + ". ";
    }
    return {};
}

// Why: the help's line for its move (in the game's words, no figure), what tells the moves apart
// at the table, then the figures the cost was measured by: the two moves on the same imagined
// tables. (The help's details quote the look-ahead's own tables and its next best move, which
// need not be the move played: beside the cost they could read as a contradiction.)
std::string reason_of(const SeatView& view, const Action& played, const Comparison& comparison) {
    const std::string yours = share_words(comparison.played);
    if (comparison.advice.record.facts.wins_now) {
        return "It is your last card: it wins the game at once, where your move won " + yours +
               " of " + std::to_string(comparison.tables) + " imagined games.";
    }
    std::string words = comparison.advice.summary;
    if (!words.empty() && words.back() != '.') {
        words += '.';
    }
    words += words.empty() ? "" : " ";
    words += contrast(view, played, comparison.advice.action);
    return words + "Over " + std::to_string(comparison.tables) +
           " imagined deals of the cards you could not see, its move won " +
           share_words(comparison.chosen) + " of the games and yours " + yours + ".";
}

} // namespace

Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed) {
    Judgement judged;
    judged.decision = review_choice(view) && !std::holds_alternative<Convert>(played);
    if (!judged.decision) {
        return judged;
    }
    const Comparison comparison = compare_to_advice(view, played, seed);
    if (alike(comparison.advice.action, played)) {
        return judged;
    }
    ReviewItem item;
    item.played = move_in_review(played);
    item.expert = move_in_review(comparison.advice.action);
    item.played_cards = card_laid(played);
    item.expert_cards = card_laid(comparison.advice.action);
    // Shares of games won, shown in percentage points.
    item.cost = 100 * (comparison.chosen - comparison.played);
    if (item.cost <= record::same_worth) {
        return judged; // worth as much to the expert, or more on the same tables
    }
    item.unit = record::chance_unit;
    item.reason = reason_of(view, played, comparison);
    const record::Noise noise{item.cost, 100 * comparison.spread, false, comparison.within_noise};
    // Another sampling of the cards the seat cannot see, as the expert with another seed would
    // draw: the same comparison again.
    item.close_call = record::is_close_call(noise, [&](std::uint64_t k) {
        return chosen_or_near(view, played, cards::derive_seed(seed, k));
    });
    // More than `practically_equal` behind on the same tables, the move is one the expert's tie
    // rule never takes: "its move won 43.4%, yours 35.8%" is no close call, unless the expert
    // with another sampling plays the move itself.
    if (item.close_call && item.cost > 100 * practically_equal) {
        item.close_call = false;
        for (std::uint64_t k = 1; k <= 16 && !item.close_call; ++k) {
            const Comparison again = compare_to_advice(view, played, cards::derive_seed(seed, k));
            item.close_call = alike(again.advice.action, played);
        }
    }
    judged.item = item;
    return judged;
}

double standing(const GameState& state, int seat) {
    // Until the game is over, an even share; then the seat's share of the win less it.
    const double even = 100.0 / double(state.players.size());
    if (state.winners.empty()) {
        return 0;
    }
    const bool won =
        std::find(state.winners.begin(), state.winners.end(), seat) != state.winners.end();
    return (won ? 100.0 / double(state.winners.size()) : 0.0) - even;
}

double win_chance(const GameState& state, int seat, double shift) {
    // The expert's costs are already chances to win; no model of points stands behind them.
    (void)shift;
    return standing(state, seat) + 100.0 / double(state.players.size());
}

record::Review review(const RecordedGame& game, int seat, std::string_view file, std::uint64_t seed,
                      std::string& error) {
    const auto round_of = [](const GameState& state) { return (void)state, 1; };
    record::Outlook<GameState> outlook;
    outlook.unit = record::chance_unit;
    outlook.standing = [seat](const GameState& state) { return standing(state, seat); };
    outlook.win_chance = [seat](const GameState& state, double shift) {
        return win_chance(state, seat, shift);
    };
    return record::review_game<GameState>("game", game, seat, file, seed, round_of, outlook, error);
}

} // namespace parlor::cruno
