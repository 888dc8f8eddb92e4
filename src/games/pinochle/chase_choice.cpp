// The review's comparison of two chase cards (chase_choice.hpp), from the lead on the table.

#include "chase_choice.hpp"

#include "parlor/cards/figures.hpp"

namespace parlor::pinochle::detail {

namespace {

std::string chase_points_words(int points) {
    return points == 0 ? "none" : cards::count_text(points, "point", "points");
}

} // namespace

std::string chase_comparison(const SeatView& view, Card expert, Card played) {
    if (!view.lead) {
        return {};
    }
    const std::string e = "the " + cards::pretty(expert);
    const std::string p = "the " + cards::pretty(played);
    const bool e_wins = chase_wins(*view.lead, expert, view.trump);
    const bool p_wins = chase_wins(*view.lead, played, view.trump);
    if (e_wins && !p_wins) {
        return "Chase with " + e + " rather than " + p + ": " + e + " wins the trick, " + p +
               " does not.";
    }
    if (!e_wins && !p_wins && card_points(expert) < card_points(played)) {
        return "Throw " + e + " rather than " + p + ": neither wins the trick, and " + p +
               " would give your opponent " + chase_points_words(card_points(played)) +
               " with it, " + e + " " + chase_points_words(card_points(expert)) + ".";
    }
    return {};
}

} // namespace parlor::pinochle::detail
