// What the Cruno table says to the speech mode (issue 45): a card of the hand with what playing
// it does (a Skip, a Reverse, a Draw Two on whom; an 8's suit to name; the last card going out),
// the stock with its draw, the four suits offered for an 8, and the prompt with the suit keys the
// picker shows. Nothing is said of a card the player does not see.

#include "app/cruno/table.hpp"
#include "parlor/cards/figures.hpp"

namespace parlor::app::cruno_table {

std::string TableScene::draw_words() const {
    return state().pending_draw > 0
               ? "Draw " + cards::count_text(state().pending_draw, "card", "cards") +
                     " for the Draw Two"
               : std::string("Draw a card");
}

// The card in focus on the player's turn: played as Enter would play it, and what it does to
// the next player, or the rules' refusal. The stock: the draw Enter makes.
std::string TableScene::move_preview(Target target, Card) const {
    if (!human_to_act() || picking_) {
        return {};
    }
    if (target.zone == Stock) {
        return may_draw() ? draw_words() : std::string();
    }
    const auto hand = hand_shown();
    if (target.zone != HumanHand || target.index < 0 ||
        target.index >= static_cast<int>(hand.size())) {
        return {};
    }
    const cn::Card card = hand[static_cast<std::size_t>(target.index)];
    if (!playable_at(target.index)) {
        return cn::why_illegal(state(), cn::Play{card, std::nullopt});
    }
    const std::string play = "Play the " + cn::pretty(card);
    const cn::MoveFacts facts =
        cn::move_facts(cn::view_for(state(), 0), cn::Play{card, std::nullopt});
    if (card.is_eight()) {
        return play + ", then name a suit" +
               (facts.wins_now ? " (your last card: you go out and win)" : "");
    }
    if (facts.wins_now) {
        return play + ", your last card: you go out and win";
    }
    const int next = state().next_seat(0);
    std::string effect;
    if (facts.next_draws > 0) {
        effect =
            names_.with_verb(next, "draw", "draws") + " " +
            cards::count_text(facts.next_draws, "card", "cards") +
            (facts.next_skipped ? " and " + names_.with_verb(next, "lose", "loses") + " the turn"
                                : " before playing");
    } else if (facts.next_skipped) {
        effect = names_.with_verb(next, "are", "is") + " skipped";
    } else if (facts.reverses) {
        effect =
            "play turns the other way: " +
            names_.with_verb(state().next_seat(0, state().player_count() - 1), "play", "plays") +
            " next";
    } else if (card.kind == cn::Kind::Reverse) {
        effect = "play turns the other way, " + names_.with_verb(next, "play", "plays") +
                 " next either way";
    }
    return effect.empty() ? play : play + ": " + effect;
}

// The four suits offered for an 8, and the stock when it is empty (a draw shuffles the discards
// into a new one).
std::string TableScene::place_words(Target target) const {
    if (target.zone == SuitPick && picking_ && target.index >= 0 && target.index < 4) {
        const cards::Suit suit = cn::suits[static_cast<std::size_t>(target.index)];
        return cards::suit_name(suit) + ": Play the " + cn::pretty(*picking_) + " and name " +
               cards::suit_name(suit);
    }
    if (target.zone == Stock) {
        return "the empty stock" + (may_draw() ? ": " + draw_words() : std::string());
    }
    return {};
}

// While an 8 waits for its suit, the keys the picker shows; a Draw Two's cards, their key.
std::string TableScene::spoken_prompt() const {
    if (!human_to_act()) {
        return game_prompt();
    }
    if (picking_) {
        return "Name a suit for the " + cn::pretty(*picking_) +
               ": clubs (C), diamonds (D), hearts (H) or spades (S); Esc takes the card back";
    }
    if (state().pending_draw > 0) {
        return draw_words() + " (D) before anything else";
    }
    return game_prompt();
}

} // namespace parlor::app::cruno_table
