#pragma once
// Helpers shared by the Five Crowns rules and save tests: a readable fingerprint of a state,
// the cards a seat has seen, the card count check, and a player that picks legal actions at random.

#include "parlor/cards/notation.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace parlor::fivecrowns::test {

// The cards a seat has seen (its hand, the discard pile, what the opponent took face up): the
// rest of the 116 are the cards a stock draw may bring.
inline std::vector<Card> seen_cards(const SeatView& view) {
    std::vector<Card> seen = view.hand;
    seen.insert(seen.end(), view.discard_pile.begin(), view.discard_pile.end());
    seen.insert(seen.end(), view.opponent_took.begin(), view.opponent_took.end());
    return seen;
}

inline std::string phase_name(Phase phase) {
    switch (phase) {
    case Phase::CoinToss:
        return "CoinToss";
    case Phase::Draw:
        return "Draw";
    case Phase::Discard:
        return "Discard";
    case Phase::RoundOver:
        return "RoundOver";
    case Phase::GameOver:
        return "GameOver";
    }
    return "?";
}

// Everything a rule can change, written out so that two states compare as text and a failing
// check shows the difference.
inline std::string fingerprint(const GameState& s) {
    auto seat = [](std::optional<Seat> v) { return v ? seat_name(*v) : std::string("-"); };
    std::string out = "round " + std::to_string(s.round) + " phase " + phase_name(s.phase) +
                      " turn " + seat_name(s.turn) + " out " + seat(s.went_out) + "\n";
    for (const Seat x : {Seat::Human, Seat::Computer}) {
        out += seat_name(x) + " " + std::to_string(s.player(x).score) + ": " +
               cards::format_cards(s.player(x).hand) + " | took " +
               cards::format_cards(s.taken_from_discard[index(x)]) + " | threw " +
               cards::format_cards(s.discarded[index(x)]) + "\n";
    }
    out += "stock " + cards::format_cards(s.stock) + "\ndiscard " + cards::format_cards(s.discard) +
           "\n";
    out += "drawn " + (s.drawn ? cards::to_string(*s.drawn) : std::string("-")) +
           (s.drawn_from_discard ? " from discard" : "") + " turns " +
           std::to_string(s.turns_this_round) + " results " + std::to_string(s.results.size()) +
           "\n";
    return out;
}

// How many times each card is on the table (hands, stock, discard pile).
inline std::map<Card, int> card_counts(const GameState& s) {
    std::map<Card, int> counts;
    auto add = [&counts](const std::vector<Card>& pile) {
        for (const Card c : pile) {
            ++counts[c];
        }
    };
    add(s.players[0].hand);
    add(s.players[1].hand);
    add(s.stock);
    add(s.discard);
    return counts;
}

// True when the table holds exactly the 116 cards of the two decks.
inline bool holds_full_deck(const GameState& s) {
    std::map<Card, int> expected;
    for (const Card c : full_deck()) {
        ++expected[c];
    }
    return card_counts(s) == expected;
}

inline Action random_action(const GameState& s, Rng& rng) {
    const auto actions = legal_actions(s);
    return actions[rng.below(actions.size())];
}

// A random player that discards its worst card half of the time, so that rounds end in a
// reasonable number of turns even with 13 cards in hand.
inline Action playing_action(const GameState& s, Rng& rng) {
    if (s.phase == Phase::Discard && rng.coin()) {
        const auto& hand = s.player(s.turn).hand;
        Card best = hand.front();
        int best_left = 1 << 30;
        for (std::size_t i = 0; i < hand.size(); ++i) {
            std::vector<Card> rest = hand;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
            const int left = best_points(rest, s.wild_rank());
            if (left < best_left) {
                best_left = left;
                best = hand[i];
            }
        }
        return Discard{best};
    }
    return random_action(s, rng);
}

// States from all rounds, in both phases, reached by dealing and playing a few turns with the
// player above.
inline std::vector<GameState> sample_states(int count, std::uint64_t seed) {
    std::vector<GameState> states;
    Rng rng(seed);
    for (int i = 0; static_cast<int>(states.size()) < count; ++i) {
        GameState s;
        deal_round(s, 1 + i % round_count, i % 2 == 0 ? Seat::Human : Seat::Computer, rng);
        const int moves = static_cast<int>(rng.below(14));
        for (int m = 0; m < moves && (s.phase == Phase::Draw || s.phase == Phase::Discard); ++m) {
            if (!apply(s, playing_action(s, rng), rng).ok) {
                break;
            }
        }
        if (s.phase == Phase::Draw || s.phase == Phase::Discard) {
            states.push_back(s);
        }
    }
    return states;
}

} // namespace parlor::fivecrowns::test
