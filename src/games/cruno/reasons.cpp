// The sentences that explain a move, for the computer's own moves and for the help.

#include "strategies.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/cards/first_line.hpp"
#include "parlor/cards/listed.hpp"
#include "parlor/games/cruno/ai.hpp"

#include <algorithm>
#include <array>
#include <type_traits>

namespace parlor::cruno::detail {

namespace {

struct Known {
    std::string_view name;
    std::string_view pronoun;
};
// The names the tables give their computer players, with the pronoun a reason uses.
constexpr std::array<Known, 10> known_names = {{{"Alice", "she"},
                                                {"Bob", "he"},
                                                {"Carol", "she"},
                                                {"Dave", "he"},
                                                {"Erin", "she"},
                                                {"Frank", "he"},
                                                {"Grace", "she"},
                                                {"Heidi", "she"},
                                                {"Ivan", "he"},
                                                {"Judy", "she"}}};

bool is_you(const SeatView& view, int seat) {
    return view.names[static_cast<std::size_t>(seat)] == "You";
}

// The help speaks to the seat to move, which need not be the human's (`advise` on a saved game
// at a computer's turn): there the human's seat is not "you" but the human player.
bool human_not_addressed(const SeatView& view, int seat, Voice voice) {
    return voice == Voice::Help && is_you(view, seat) && seat != view.seat;
}

std::string called(const SeatView& view, int seat, Voice voice) {
    return human_not_addressed(view, seat, voice) ? "the human player" : seat_name(view, seat);
}

// "she has", "they have", "you have".
std::string has(const SeatView& view, int seat, Voice voice) {
    const std::string who = human_not_addressed(view, seat, voice) ? "they" : pronoun(view, seat);
    return who + (who == "they" || who == "you" ? " have" : " has");
}

std::string cards_word(int n) {
    return count_word(n) + (n == 1 ? " card" : " cards");
}

// "the 7♣", or "hearts (named with the 8)".
std::string what_to_follow(const SeatView& view) {
    if (view.top().is_eight()) {
        return cards::suit_name(view.suit) + " (named with the " + pretty(view.top()) + ")";
    }
    return "the " + pretty(view.top());
}

int longest_after(const SeatView& view, Card played) {
    int longest = 0;
    for (const Suit suit : suits) {
        longest = std::max(longest, held_after(view.hand, suit, played));
    }
    return longest;
}

// The other players who drew rather than play a card of `suit`, as their notes tell.
std::vector<int> drew_on_suit(const SeatView& view, Suit suit) {
    std::vector<int> seats;
    for (int seat = 0; seat < view.player_count(); ++seat) {
        const DrawNote& note = view.notes[static_cast<std::size_t>(seat)];
        if (seat == view.seat || note.cards == 0) {
            continue;
        }
        if (std::any_of(note.passed_on.begin(), note.passed_on.end(),
                        [suit](Card follow) { return follow.suit == suit; })) {
            seats.push_back(seat);
        }
    }
    return seats;
}

std::string names_list(const SeatView& view, const std::vector<int>& seats) {
    std::vector<std::string> names;
    for (const int seat : seats) {
        names.push_back(seat_name(view, seat));
    }
    return cards::listed(names);
}

std::string eight_sentence(const SeatView& view, Card card, Suit suit, Voice voice) {
    const bool me = voice == Voice::Computer;
    std::string text = me ? "Playing the 8 and naming " : "Play the " + pretty(card) + " and name ";
    text += cards::suit_name(suit) + ": ";
    const int held = held_after(view.hand, suit, card);
    const std::vector<int> drawers = drew_on_suit(view, suit);
    std::string mine;
    if (held > 0) {
        mine = std::string(me ? "I hold " : "you hold ") + count_word(held) + " " +
               (held == 1 ? cards::suit_name_singular(suit) : cards::suit_name(suit));
    } else if (drawers.empty()) {
        mine = me ? "it came out best when I played the game on in my head"
                  : "it comes out best when the game is played on";
    } else {
        mine = std::string(me ? "I hold none" : "you hold none") + ", but that matters less";
    }
    if (drawers.empty()) {
        return text + mine + ".";
    }
    const std::string others =
        names_list(view, drawers) + " drew rather than play " + (drawers.size() == 1 ? "a " : "") +
        (drawers.size() == 1 ? cards::suit_name_singular(suit) : cards::suit_name(suit));
    // The whole reason, else the one that fits a first line: the cards held, or who drew.
    return cards::first_that_fits({text + mine + (held > 0 ? ", and " : "; ") + others + ".",
                                   held > 0 ? text + mine + "." : text + others + ".",
                                   text + mine + "."});
}

std::string opening(Card card, Voice voice) {
    return (voice == Voice::Computer ? "Playing the " : "Play the ") + pretty(card);
}

std::string action_sentence(const SeatView& view, Card card, Voice voice) {
    const bool me = voice == Voice::Computer;
    const int next = view.next_seat(view.seat);
    const int next_cards = view.hand_sizes[static_cast<std::size_t>(next)];
    const std::string victim = called(view, next, voice);
    const bool two = view.player_count() == 2;
    switch (card.kind) {
    case Kind::DrawTwo: {
        std::string text = me ? "Draw Two on " + victim : opening(card, voice) + " on " + victim;
        if (next_cards <= 2) {
            return text + ": " + has(view, next, voice) + " " + cards_word(next_cards) + " left.";
        }
        return text + ": two more cards to hold" +
               (view.rules.draw_two_skips ? ", and a turn lost." : ".");
    }
    case Kind::Skip:
    case Kind::Reverse: {
        const bool skips = card.kind == Kind::Skip || (two && view.rules.reverse_skips_with_two);
        const std::string word = card.kind == Kind::Skip ? "Skip" : "Reverse";
        const std::string head =
            me ? word + " on " + victim : opening(card, voice) + " on " + victim;
        if (skips && two) {
            return head + (me ? ": I play again." : ": you play again.");
        }
        if (skips) {
            return head + (next_cards <= 2 ? ": " + has(view, next, voice) + " " +
                                                 cards_word(next_cards) + " left."
                                           : ": a turn lost.");
        }
        if (two) {
            return {}; // a Reverse between two players only changes the suit
        }
        const int back = view.next_seat(view.seat, -1);
        const std::string turn = me ? "Reverse" : opening(card, voice);
        if (next_cards <= 2) {
            return turn + ": play turns away from " + victim + ", who has " +
                   cards_word(next_cards) + " left.";
        }
        const std::string who = called(view, back, voice); // "you" play, "Alice" plays
        return turn + ": " + who + (who == "you" ? " play" : " plays") + " next instead of " +
               victim + ".";
    }
    case Kind::Standard:
        break;
    }
    return {};
}

std::string card_sentence(const SeatView& view, Card card, Voice voice) {
    const bool me = voice == Voice::Computer;
    const int held = held_after(view.hand, card.suit, card);
    std::string text = opening(card, voice) + ": ";
    if (held > 0 && held == longest_after(view, card)) {
        // Hearts on hearts does not make hearts the suit: it keeps it.
        const std::string longest = std::string(me ? "my" : "your") + " longest suit";
        if (card.suit == view.suit) {
            return text + "it keeps " + cards::suit_name(card.suit) + ", " + longest +
                   ", the suit to follow.";
        }
        return text + "it makes " + cards::suit_name(card.suit) + " the suit to follow, " +
               longest + ".";
    }
    return text + "it matches " + what_to_follow(view) + ".";
}

// The trickster's restraint in its own words: "only while I hold seven cards or more".
std::string trickster_limit_mine() {
    return "only while I hold " + count_word(trickster_fewest_cards) + " cards or more";
}

std::string draw_sentence(const SeatView& view, Voice voice) {
    const bool me = voice == Voice::Computer;
    if (view.pending_draw > 0) {
        return me ? "A Draw Two: I draw its two cards."
                  : "Draw the two cards of the Draw Two played on you.";
    }
    const bool stuck = std::none_of(view.hand.begin(), view.hand.end(), [&view](Card card) {
        return playable(card, view.top(), view.suit);
    });
    if (stuck && me && view.is_trickster()) {
        // The rules would let it cheat: it says why it keeps to its limit.
        return "Drawing: nothing in my hand matches " + what_to_follow(view) + ", and I cheat " +
               trickster_limit_mine() + ".";
    }
    if (stuck) {
        return std::string(me ? "Drawing: nothing in my hand matches "
                              : "Draw a card: nothing in your hand matches ") +
               what_to_follow(view) + ".";
    }
    return me ? "Drawing rather than playing an 8: it is worth more kept for later."
              : "Draw a card rather than play your 8: it is worth more kept for later.";
}

std::string last_card_sentence(const Play& play, Voice voice) {
    const bool me = voice == Voice::Computer;
    std::string text;
    if (play.card.is_eight()) {
        text = (me ? "Playing the 8 and naming " : "Play the " + pretty(play.card) + " and name ") +
               cards::suit_name(play.suit.value_or(play.card.suit));
    } else {
        text = opening(play.card, voice);
    }
    return text + (me ? ": my last card, and I win." : ": your last card, and you win.");
}

} // namespace

std::string seat_name(const SeatView& view, int seat) {
    return is_you(view, seat) ? "you" : view.names[static_cast<std::size_t>(seat)];
}

std::string pronoun(const SeatView& view, int seat) {
    if (is_you(view, seat)) {
        return "you";
    }
    for (const Known& known : known_names) {
        if (known.name == view.names[static_cast<std::size_t>(seat)]) {
            return std::string(known.pronoun);
        }
    }
    return "they";
}

std::string count_word(int n) {
    static constexpr std::array<std::string_view, 13> words = {
        "no",    "one",   "two",  "three", "four",   "five",  "six",
        "seven", "eight", "nine", "ten",   "eleven", "twelve"};
    if (n >= 0 && n < static_cast<int>(words.size())) {
        return std::string(words[static_cast<std::size_t>(n)]);
    }
    return std::to_string(n);
}

std::string move_sentence(const SeatView& view, const Action& action, Voice voice) {
    return std::visit(
        [&](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Draw>) {
                return draw_sentence(view, voice);
            } else if constexpr (std::is_same_v<T, Convert>) {
                return "I turn " + long_name(act.card) + " into an 8 and name " +
                       cards::suit_name(act.suit) + ": nothing in my hand matches " +
                       what_to_follow(view) + ".";
            } else {
                if (view.hand.size() == 1) {
                    return last_card_sentence(act, voice);
                }
                if (act.card.is_eight()) {
                    return eight_sentence(view, act.card, act.suit.value_or(act.card.suit), voice);
                }
                if (act.card.is_action()) {
                    if (std::string text = action_sentence(view, act.card, voice); !text.empty()) {
                        return text;
                    }
                }
                return card_sentence(view, act.card, voice);
            }
        },
        action);
}

std::vector<std::string> move_reasons(const SeatView& view, const Action& action, Voice voice) {
    std::vector<std::string> reasons{move_sentence(view, action, voice)};
    if (std::holds_alternative<Convert>(action)) {
        // The confession is the trickster's detail: the first line says the move and why.
        reasons.push_back("Yes, that is cheating: I am the trickster, and I say so. I cheat " +
                          trickster_limit_mine() + ".");
    }
    return reasons;
}

} // namespace parlor::cruno::detail
