#include "expert_reasons.hpp"

#include "seat_knowledge.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <tuple>

namespace parlor::pinochle::detail {

namespace {

std::string rank_word(Card card) {
    switch (card.rank) {
    case cards::ace:
        return "ace";
    case 10:
        return "10";
    case cards::king:
        return "king";
    case cards::queen:
        return "queen";
    case cards::jack:
        return "jack";
    default:
        return "9";
    }
}

// A meld in a sentence: "the royal marriage", "four kings".
std::string meld_words(MeldKind kind) {
    switch (kind) {
    case MeldKind::FourAces:
    case MeldKind::FourKings:
    case MeldKind::FourQueens:
    case MeldKind::FourJacks:
        return meld_title(kind);
    default:
        return "the " + meld_title(kind);
    }
}

// The words that change with the voice.
struct Words {
    Voice voice;
    std::string verb(const std::string& computer, const std::string& help) const {
        return voice == Voice::Computer ? computer : help;
    }
    std::string i() const { return verb("I", "you"); }
    std::string my() const { return verb("my", "your"); }
    std::string me() const { return verb("me", "you"); }
    std::string you() const { return verb("you", "the computer"); }
    std::string your() const { return verb("your", "the computer's"); }
};

std::string signed_points(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.1f", value);
    return text;
}

// Every card the opponent may hold: what the seat has not seen, the opponent's melded and
// known cards.
std::array<int, distinct_cards> opponent_may_hold(const SeatView& view) {
    const Unseen unseen = unseen_of(view);
    std::array<int, distinct_cards> may = unseen.pool;
    for (const HeldCard& held : view.theirs().melded) {
        ++may[static_cast<std::size_t>(card_id(held.card))];
    }
    for (const CardIndex card : unseen.opponent_known) {
        ++may[card];
    }
    return may;
}

bool nothing_beats(const SeatView& view, Card card) {
    const auto may = opponent_may_hold(view);
    for (int id = 0; id < distinct_cards; ++id) {
        if (may[static_cast<std::size_t>(id)] > 0 &&
            chase_wins(card, card_from_id(id), view.trump)) {
            return false;
        }
    }
    return true;
}

// The best meld the hand could declare without the card at `position`.
std::optional<Meld> meld_without(const Holding& hand, std::size_t position, Suit trump) {
    Holding rest = hand;
    take_card(rest, position);
    return best_new_meld(rest, trump);
}

bool in_a_legal_meld(const Holding& hand, Card card, Suit trump) {
    for (const Meld& meld : legal_new_melds(hand, trump)) {
        if (std::find(meld.cards.begin(), meld.cards.end(), card) != meld.cards.end()) {
            return true;
        }
    }
    return false;
}

// The cheapest winning card of the hand: a plain card before a trump, then the lower rank.
std::optional<Card> cheapest_winner(const SeatView& view) {
    std::optional<Card> best;
    for (const HeldCard& held : view.hand.cards) {
        const Card c = held.card;
        if (!chase_wins(*view.lead, c, view.trump)) {
            continue;
        }
        const auto key = [&view](Card x) {
            return std::tuple(x.suit == view.trump, trick_rank(x), card_points(x));
        };
        if (!best || key(c) < key(*best)) {
            best = c;
        }
    }
    return best;
}

std::string meld_clause(const std::optional<Meld>& meld, const Words& w) {
    if (!meld) {
        return "";
    }
    return " and " + w.i() + " can declare " + meld_words(meld->kind) + " for " +
           std::to_string(points(*meld));
}

std::string percent(double share) {
    return std::to_string(static_cast<int>(std::lround(share * 100))) + "%";
}

std::string lead_sentence(const SeatView& view, const WeighedPlay& play, const Words& w) {
    const std::size_t position = play.position;
    const Card card = view.hand.cards[position].card;
    const std::string name = card_phrase(card, view.trump);
    const std::string verb = w.verb("Leading ", "Lead ");
    if (nothing_beats(view, card)) {
        const auto meld = meld_without(view.hand, position, view.trump);
        if (meld) {
            return verb + name + ": nothing " + w.you() + " can hold beats it, so " + w.i() +
                   " take the trick" + meld_clause(meld, w) + ".";
        }
        return verb + name + ": nothing " + w.you() + " can hold beats it, so the trick is " +
               w.verb("mine", "yours") + ".";
    }
    if (card_points(card) <= 2 && card.suit != view.trump && !view.hand.cards[position].melded() &&
        !in_a_legal_meld(view.hand, card, view.trump)) {
        return verb + name + ": it is worth little and belongs to no meld, so losing it costs " +
               "little.";
    }
    if (play.trick_won >= 0.5) {
        return verb + name + ": in " + percent(play.trick_won) + " of " + w.my() + " guesses at " +
               w.your() + " hand " + w.you() + " cannot take it.";
    }
    if (play.trick_won >= 0) {
        return verb + name + ": " + w.you() + " may take it (in " + percent(1 - play.trick_won) +
               " of " + w.my() + " guesses at " + w.your() +
               " hand), but played out to the end of the round it does best.";
    }
    return verb + name + ".";
}

std::string chase_sentence(const SeatView& view, std::size_t position, const Words& w) {
    const Card card = view.hand.cards[position].card;
    const Card lead = *view.lead;
    const std::string name = card_phrase(card, view.trump);
    const std::string led = card_phrase(lead, view.trump);
    if (chase_wins(lead, card, view.trump)) {
        const auto meld = meld_without(view.hand, position, view.trump);
        const std::string then = meld
                                     ? " Then " + w.i() + " can declare " + meld_words(meld->kind) +
                                           " for " + std::to_string(points(*meld)) + "."
                                     : "";
        if (cheapest_winner(view) == card) {
            return w.verb("Chasing with ", "Chase with ") + name +
                   ": the cheapest card that wins " + led + "." + then;
        }
        return w.verb("Winning ", "Win ") + led + " with " + name + "." + then;
    }
    if (cheapest_winner(view)) {
        return w.verb("Letting ", "Let ") + led + " go with " + name +
               ": winning it would spend a card worth more later.";
    }
    return w.verb("Throwing ", "Throw ") + name + ": nothing " + w.i() + " hold wins " + led +
           ", so " + w.i() + " give the card that costs least.";
}

std::string look_ahead_sentence(const SeatView& view, const Weighing& weighing, const Words& w) {
    const WeighedPlay& best = weighing.plays.front();
    if (weighing.searched) {
        const std::string known = "The stock is gone, so every card is known: ";
        if (!weighing.exact) {
            return known + w.i() + " searched the next " + std::to_string(weighing.depth) +
                   " of the " + std::to_string(weighing.tricks_left) +
                   " tricks move by move and estimated the rest.";
        }
        const int value = static_cast<int>(std::lround(best.value));
        const std::string standing = value == 0
                                         ? "level with " + w.you()
                                         : std::to_string(std::abs(value)) + " points " +
                                               (value > 0 ? "ahead of " : "behind ") + w.you();
        return known + w.i() +
               " searched the rest of the round exactly: with best play on both "
               "sides this leaves " +
               w.me() + " " + standing + " over the remaining tricks.";
    }
    std::string sentence = "Played out over " + std::to_string(weighing.guesses) + " guesses at " +
                           w.your() + " hand and the stock, this play did " +
                           "best: " + signed_points(best.value) + " points on average for " +
                           w.me() + " against " + w.you() + " to the end of the round";
    if (weighing.plays.size() > 1) {
        const WeighedPlay& next = weighing.plays[1];
        sentence += " (next best " + card_phrase(view.hand.cards[next.position].card, view.trump) +
                    ", " + signed_points(next.value) + ")";
    }
    return sentence + ".";
}

} // namespace

std::string card_phrase(Card card, Suit trump) {
    if (card.suit == trump) {
        return "the " + rank_word(card) + " of trump";
    }
    return "the " + cards::pretty(card);
}

std::vector<std::string> play_reasons(const SeatView& view, const Weighing& weighing, Voice voice) {
    const Words w{voice};
    if (weighing.plays.empty()) {
        return {};
    }
    const std::size_t position = weighing.plays.front().position;
    std::string first = view.phase == Phase::Follow
                            ? chase_sentence(view, position, w)
                            : lead_sentence(view, weighing.plays.front(), w);
    const HeldCard& held = view.hand.cards[position];
    if (held.melded()) {
        const auto meld = static_cast<std::size_t>(std::countr_zero(held.melds));
        first += " It comes from " + w.my() + " " + meld_title(view.hand.melds[meld].kind) +
                 ", which it breaks.";
    }
    return {first, look_ahead_sentence(view, weighing, w)};
}

std::vector<std::string> meld_reasons(const SeatView& view, const std::vector<Meld>& plan,
                                      Voice voice) {
    const Words w{voice};
    if (plan.empty()) {
        return {};
    }
    const Meld& first = plan.front();
    const std::string verb = w.verb("Declaring ", "Declare ");
    const std::string worth = std::to_string(points(first));
    const auto top = best_new_meld(view.hand, view.trump);
    if (top && points(*top) > points(first) && plan.size() > 1) {
        const Meld& next = plan[1];
        Holding after_top = view.hand;
        declare(after_top, *top);
        const bool ruled_out = !why_not_meld(after_top, next, view.trump).empty();
        std::string sentence = verb + meld_words(first.kind) + " first: " + worth + " now, and " +
                               meld_words(next.kind) + " (" + std::to_string(points(next)) +
                               ") can follow after another won trick";
        if (ruled_out) {
            sentence += "; declaring " + meld_words(top->kind) + " now would rule it out";
        }
        return {sentence + "."};
    }
    std::string sentence =
        verb + meld_words(first.kind) + ": " + worth + ", the best meld " + w.i() + " have.";
    if (plan.size() > 1) {
        sentence += " After another won trick " + w.i() + " can add " + meld_words(plan[1].kind) +
                    " for " + std::to_string(points(plan[1])) + ".";
    }
    return {sentence};
}

std::vector<std::string> searched_meld_reasons(const SeatView& view, const Meld& meld,
                                               const Weighing& weighing, Voice voice) {
    const Words w{voice};
    std::vector<std::string> lines{w.verb("Declaring ", "Declare ") + meld_words(meld.kind) + ": " +
                                   std::to_string(points(meld)) + "."};
    if (!weighing.plays.empty()) {
        lines.push_back(look_ahead_sentence(view, weighing, w));
    }
    return lines;
}

} // namespace parlor::pinochle::detail
