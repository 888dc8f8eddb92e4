#include "expert_reasons.hpp"

#include <cmath>
#include <cstdlib>

namespace parlor::fivecrowns::detail {

namespace {

using cards::pretty;

std::string about(double points) {
    const long rounded = std::lround(points);
    return "about " + points_phrase(static_cast<int>(rounded));
}

std::string toward(Card card, Card partner) {
    if (partner.rank == card.rank) {
        return "a book of " + rank_plural(card.rank);
    }
    return "a run of " + cards::suit_name(card.suit);
}

bool in_leftover(const Arrangement& arrangement, Card card) {
    for (const Card left : arrangement.leftover) {
        if (left == card) {
            return true;
        }
    }
    return false;
}

int points_without(const std::vector<Card>& hand, Card card, int wild_rank) {
    return best_points(without(hand, card), wild_rank);
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    }
    return text;
}

std::string take_clause(const SeatView& view, const DrawPlan& plan, Voice voice) {
    const Card top = *plan.top;
    const int wild_rank = view.wild_rank;
    if (plan.forced) {
        return "the draw pile is empty";
    }
    if (plan.last_turn) {
        return "the opponent has gone out, and with it " + std::string(subject(voice)) + " score " +
               points_phrase(plan.take_points) + " instead of " + about(plan.stock_expected) +
               " with a card from the draw pile";
    }
    if (plan.goes_out) {
        return std::string("it lets ") + me(voice) + " go out";
    }
    if (is_wild(top, wild_rank)) {
        return std::string("it is wild: it can stand in for any card of a book or run");
    }
    std::vector<Card> kept = view.hand;
    kept.push_back(top);
    if (plan.after_take) {
        kept = without(kept, plan.after_take->chosen.card);
    }
    const Arrangement after = best_arrangement(kept, wild_rank);
    const std::string lowers = plan.take_points < plan.points_now
                                   ? " and lowers " + std::string(my(voice)) + " points from " +
                                         points_phrase(plan.points_now) + " to " +
                                         points_phrase(plan.take_points)
                                   : "";
    if (const Meld* meld = meld_holding(after, top)) {
        return "it makes " + meld_phrase(*meld) + lowers;
    }
    if (const auto partner = partner_of(top, view.hand, wild_rank)) {
        return "it goes with " + std::string(my(voice)) + " " + pretty(*partner) + " toward " +
               toward(top, *partner) + lowers;
    }
    if (plan.take_points < plan.points_now) {
        return "it is a low card that lowers " + std::string(my(voice)) + " points from " +
               points_phrase(plan.points_now) + " to " + points_phrase(plan.take_points);
    }
    return std::string("it keeps ") + my(voice) + " hand more promising than a card from the " +
           "draw pile is likely to";
}

std::string stock_clause(const SeatView& view, const DrawPlan& plan, Voice voice) {
    if (!plan.top) {
        return "the discard pile is empty";
    }
    const Card top = *plan.top;
    if (plan.last_turn) {
        return "the opponent has gone out; the " + pretty(top) + " would leave " + me(voice) + " " +
               points_phrase(plan.take_points) + ", while a card from the draw pile leaves " +
               about(plan.stock_expected) + " on average";
    }
    if (!is_wild(top, view.wild_rank) && !partner_of(top, view.hand, view.wild_rank)) {
        return "the " + pretty(top) + " on the discard pile doesn't fit " + my(voice) + " hand";
    }
    if (plan.take_points >= plan.points_now) {
        return "the " + pretty(top) + " on the discard pile would not lower " + my(voice) +
               " points (" + points_phrase(plan.points_now) + ")";
    }
    return "the " + pretty(top) + " on the discard pile would help " + me(voice) +
           " less than a card from the draw pile is likely to";
}

} // namespace

std::optional<Card> partner_of(Card card, const std::vector<Card>& hand, int wild_rank) {
    if (is_wild(card, wild_rank)) {
        return std::nullopt;
    }
    std::optional<Card> near_run;
    for (const Card other : hand) {
        if (other == card || is_wild(other, wild_rank)) {
            continue;
        }
        if (other.rank == card.rank) {
            return other;
        }
        if (!near_run && other.suit == card.suit && std::abs(other.rank - card.rank) <= 2) {
            near_run = other;
        }
    }
    return near_run;
}

std::vector<std::string> draw_reasons(const SeatView& view, const DrawPlan& plan, Voice voice) {
    if (plan.take) {
        const std::string top = pretty(*plan.top);
        const std::string lead =
            voice == Voice::Computer
                ? "I took the " + top + " from the discard pile because "
                : "I recommend you draw from the discard pile (the " + top + ") because ";
        return {lead + take_clause(view, plan, voice) + "."};
    }
    const std::string lead = voice == Voice::Computer
                                 ? "I drew from the draw pile because "
                                 : "I recommend you draw from the draw pile because ";
    return {lead + stock_clause(view, plan, voice) + "."};
}

std::vector<std::string> layout_sentences(const Arrangement& arrangement, Voice voice) {
    std::vector<std::string> sentences;
    if (arrangement.melds.empty()) {
        sentences.push_back(voice == Voice::Computer ? "I have no book or run yet."
                                                     : "You have no book or run yet.");
    } else if (voice == Voice::Computer) {
        sentences.push_back("My hand holds " + melds_phrase(arrangement, voice) + ".");
    } else {
        for (const Meld& meld : arrangement.melds) {
            sentences.push_back("I recommend you create " + meld_phrase(meld) + ".");
        }
    }
    for (std::string& sentence : wild_sentences(arrangement, voice)) {
        sentences.push_back(std::move(sentence));
    }
    if (!arrangement.leftover.empty() && !arrangement.melds.empty()) {
        const auto& left = arrangement.leftover;
        sentences.push_back(capitalised(cards_phrase(left) + (left.size() == 1 ? " fits" : " fit") +
                                        " no book or run yet (" +
                                        points_phrase(arrangement.points) + ")."));
    }
    return sentences;
}

std::vector<std::string> discard_reasons(const SeatView& view, const std::vector<Card>& hand,
                                         const DiscardPlan& plan, Voice voice) {
    const int wild_rank = view.wild_rank;
    const Card card = plan.chosen.card;
    const std::string name = pretty(card);
    const std::string lead = voice == Voice::Computer
                                 ? "I discarded the " + name + " because "
                                 : "I recommend you discard the " + name + " because ";
    std::vector<std::string> sentences;
    const std::vector<Card> kept = without(hand, card);

    if (plan.goes_out) {
        sentences.push_back(lead + "then all " + my(voice) + " other cards form books and runs.");
        const Arrangement out = best_arrangement(kept, wild_rank);
        sentences.push_back(voice == Voice::Computer
                                ? "I go out with " + melds_phrase(out, voice) +
                                      ": I score nothing this round, and the opponent has one "
                                      "last turn."
                                : "You can go out: lay down " + melds_phrase(out, voice) + ".");
        return sentences;
    }
    if (plan.last_turn) {
        sentences.push_back(
            lead +
            "the opponent has gone out, so only the points left count, "
            "and without it " +
            my(voice) + " hand leaves the fewest: " + points_phrase(plan.chosen.points_now) + ".");
        return sentences;
    }
    if (plan.threw_wild) {
        sentences.push_back(lead + "all " + my(voice) +
                            " cards are wild and one of them has to go.");
        return sentences;
    }

    const Arrangement before = best_arrangement(hand, wild_rank);
    std::string why;
    if (in_leftover(before, card)) {
        why = "it fits none of " + std::string(my(voice)) + " books or runs";
        if (plan.greedy_choice && *plan.greedy_choice == card) {
            why += ", and at " + points_phrase(points(card, wild_rank)) +
                   " it is the costliest card " + subject(voice) + " can spare";
        } else if (!partner_of(card, kept, wild_rank)) {
            why += " and nothing in " + std::string(my(voice)) + " hand builds toward it";
        }
    } else if (const Meld* meld = meld_holding(before, card)) {
        why = "taking it from " + meld_phrase(*meld) + " costs " + me(voice) + " the least";
    } else {
        why = "it is the card " + std::string(subject(voice)) + " can spare most easily";
    }
    if (plan.chosen.fits_opponent) {
        why += ", even though the opponent could use it";
    }
    sentences.push_back(lead + why + ".");

    // Why not the card a points-only player would have thrown, when that would have left
    // fewer points now.
    int greedy_points = plan.chosen.points_now;
    if (plan.greedy_choice) {
        greedy_points = points_without(hand, *plan.greedy_choice, wild_rank);
    }
    if (plan.greedy_choice && *plan.greedy_choice != card &&
        greedy_points < plan.chosen.points_now) {
        const Card other = *plan.greedy_choice;
        const std::string keep =
            voice == Voice::Computer ? "I kept the " + pretty(other) : "Keep the " + pretty(other);
        bool other_feeds = false;
        for (const DiscardOption& option : plan.considered) {
            if (option.card == other) {
                other_feeds = option.fits_opponent;
            }
        }
        if (is_wild(other, wild_rank)) {
            sentences.push_back(keep + (other.is_joker() ? "" : " (wild)") +
                                " because a wild card can complete any book or run.");
        } else if (other_feeds && !plan.chosen.fits_opponent) {
            sentences.push_back(keep + " because the opponent picked up cards it would fit.");
        } else if (const auto partner = partner_of(other, kept, wild_rank)) {
            sentences.push_back(keep + " because with " + my(voice) + " " + pretty(*partner) +
                                " it could become " + toward(other, *partner) + ".");
        } else {
            sentences.push_back(keep + " because it gives " + me(voice) +
                                " better chances on the next draw.");
        }
    }
    const std::string leaves = voice == Voice::Computer ? "That leaves me " : "That leaves you ";
    sentences.push_back(leaves + points_phrase(plan.chosen.points_now) + " now and " +
                        about(plan.chosen.expected) + " expected after " + my(voice) +
                        " next draw.");
    return sentences;
}

} // namespace parlor::fivecrowns::detail
