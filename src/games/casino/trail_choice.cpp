// The review's reason between two trails (trail_choice.hpp), written from the seat's view.

#include "trail_choice.hpp"

#include "parlor/cards/figures.hpp"
#include "parlor/games/casino/captures.hpp"

#include <algorithm>
#include <vector>

namespace parlor::casino::detail {

namespace {

// True when `taker`, played on `table`, can take `card` (by rank, in a set, in a build).
bool trail_taken_by(Card taker, const Table& table, Card card) {
    const auto choices = capture_choices(taker, table);
    return std::any_of(choices.begin(), choices.end(), [card](const std::vector<Card>& taken) {
        return std::find(taken.begin(), taken.end(), card) != taken.end();
    });
}

std::string trail_card_name(Card card) {
    return "the " + cards::pretty(card);
}

std::string trail_points_words(int points) {
    return points == 0   ? "nothing"
           : points == 1 ? "a point"
                         : cards::count_text(points, "point", "points");
}

std::string trail_takers_words(int takers) {
    return takers == 0 ? "no card" : cards::count_text(takers, "card", "cards");
}

} // namespace

TrailFacts trail_facts(const SeatView& view, Card card) {
    TrailFacts facts;
    facts.card = card;
    facts.points = card_points(card);
    facts.spade = card.suit == Suit::Spades;
    Table after = view.table;
    after.loose.push_back(card);
    // Every card out of sight counts, the opponent's or the deck's: a rank the opponent showed
    // it lacks may still come to it in the next deal.
    for (const Card unseen : view.unseen()) {
        if (trail_taken_by(unseen, after, card)) {
            ++facts.takers;
        }
    }
    for (const Card held : view.hand) {
        if (held != card && trail_taken_by(held, after, card)) {
            facts.taken_back = held;
            break;
        }
    }
    return facts;
}

std::string trail_choice_reason(const SeatView& view, Card expert, Card played) {
    const TrailFacts e = trail_facts(view, expert);
    const TrailFacts p = trail_facts(view, played);
    std::vector<std::string> clauses;
    if (e.points < p.points) {
        clauses.push_back(trail_card_name(played) + " is worth " + trail_points_words(p.points) +
                          " to whoever takes it, " + trail_card_name(expert) + " " +
                          trail_points_words(e.points));
    } else if (e.points == p.points && !e.spade && p.spade) {
        clauses.push_back(trail_card_name(played) + " is a spade, toward the most spades");
    }
    if (e.takers < p.takers) {
        clauses.push_back(trail_takers_words(e.takers) + " you have not seen would take " +
                          trail_card_name(expert) + ", " + trail_takers_words(p.takers) + " " +
                          trail_card_name(played));
    }
    if (e.taken_back && !p.taken_back) {
        clauses.push_back("your " + cards::pretty(*e.taken_back) + " can take " +
                          trail_card_name(expert) + " back");
    }
    std::string text =
        "Trail " + trail_card_name(expert) + " rather than " + trail_card_name(played) + ": ";
    if (clauses.empty()) {
        // Nothing the table shows tells them apart in its favour: the look ahead decided.
        return text + "the table shows no plainer difference; the look at the rest of the round "
                      "finds it worth more.";
    }
    for (std::size_t i = 0; i < clauses.size(); ++i) {
        text += (i == 0 ? "" : "; ") + clauses[i];
    }
    return text + ".";
}

} // namespace parlor::casino::detail
