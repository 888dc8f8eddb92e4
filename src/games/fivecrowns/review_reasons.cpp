// The review's comparison of two discards (review_reasons.hpp).

#include "review_reasons.hpp"

#include "parlor/cards/figures.hpp"

#include <vector>

namespace parlor::fivecrowns::detail {

std::string discard_comparison(const Facts& expert, const Facts& played) {
    if (!expert.discard || !played.discard || expert.goes_out || played.goes_out ||
        !expert.points_left || !played.points_left) {
        return {};
    }
    const std::string e = "the " + cards::pretty(*expert.discard);
    const std::string p = "the " + cards::pretty(*played.discard);
    std::vector<std::string> clauses;
    if (played.fits_opponent && !expert.fits_opponent) {
        clauses.push_back(p + " builds on cards " +
                          (played.seats > 2 ? "the next player" : std::string("your opponent")) +
                          " took");
    }
    if (played.wild_discard && !expert.wild_discard) {
        clauses.push_back(p + " is wild");
    }
    if (expert.last_turn) {
        // The last turn: the points left are the points scored.
        if (*expert.points_left < *played.points_left) {
            clauses.push_back(e + " leaves " + std::to_string(*expert.points_left) + " points, " +
                              p + " " + std::to_string(*played.points_left));
        }
    } else if (expert.expected_points < played.expected_points) {
        std::string clause = "after your next draw " + e + " leaves about " +
                             cards::points_text(expert.expected_points) + " points, " + p +
                             " about " + cards::points_text(played.expected_points);
        if (*played.points_left < *expert.points_left) {
            clause = "throwing " + p + " leaves fewer points now (" +
                     std::to_string(*played.points_left) + " against " +
                     std::to_string(*expert.points_left) + "), but " + clause;
        }
        clauses.push_back(clause);
    } else if (*expert.points_left < *played.points_left) {
        clauses.push_back(e + " leaves fewer points now (" + std::to_string(*expert.points_left) +
                          " against " + std::to_string(*played.points_left) + ")");
    }
    if (clauses.empty()) {
        return {};
    }
    std::string text = "Discard " + e + " rather than " + p + ": ";
    for (std::size_t i = 0; i < clauses.size(); ++i) {
        text += (i == 0 ? "" : "; ") + clauses[i];
    }
    return text + ".";
}

} // namespace parlor::fivecrowns::detail
