// The review's comparisons of two plays and of two keeps (review_reasons.hpp).

#include "review_reasons.hpp"

#include "parlor/cards/figures.hpp"
#include "parlor/cards/notation.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace parlor::cribbage::detail {

namespace {

std::string scored_words(int points) {
    return points == 0 ? "nothing" : cards::count_text(points, "point", "points");
}

// A reply chance as a player reads it: a whole percent.
int whole_percent(double chance) {
    return static_cast<int>(std::lround(chance * 100));
}

std::string clauses_joined(const std::vector<std::string>& clauses) {
    std::string out;
    for (std::size_t i = 0; i < clauses.size(); ++i) {
        out += (i == 0 ? "" : "; ") + clauses[i];
    }
    return out;
}

// "4♦ 5♦ 5♥ Q♦": the four kept, by rank as the hand is shown.
std::string kept_words(std::vector<Card> keep) {
    std::sort(keep.begin(), keep.end());
    return cards::pretty_cards(keep);
}

} // namespace

std::string play_comparison(const PlayFacts& expert, const PlayFacts& played) {
    const std::string e = "the " + cards::pretty(expert.card);
    const std::string p = "the " + cards::pretty(played.card);
    std::vector<std::string> clauses;
    bool favoured = expert.points_now > played.points_now; // a clause speaks for the expert's
    if (expert.points_now != played.points_now) {
        clauses.push_back(e + " scores " + scored_words(expert.points_now) + " now, " + p + " " +
                          scored_words(played.points_now));
    }
    const int e_reply = whole_percent(expert.reply_chance);
    const int p_reply = whole_percent(played.reply_chance);
    if (expert.opponent_cards > 0 && e_reply < p_reply) {
        clauses.push_back("your opponent can score straight after " + p + " in " +
                          std::to_string(p_reply) + "% of the hands it may hold, after " + e +
                          " in " + std::to_string(e_reply) + "%");
        favoured = true;
    }
    if (!favoured && expert.net && played.net) {
        // Nothing at once or straight after speaks for the expert's card: the rest of the play
        // does, the figure that ranked them.
        clauses.push_back("to the end of the play " + e + " nets " +
                          cards::signed_points_text(*expert.net) + " points, " + p + " " +
                          cards::signed_points_text(*played.net));
    }
    if (clauses.empty()) {
        return {};
    }
    return "Play " + e + " rather than " + p + ": " + clauses_joined(clauses) + ".";
}

std::string keep_comparison(const SeatView& view, const KeepFacts& expert,
                            const KeepFacts& played) {
    if (expert.win_chance || played.win_chance) {
        return {};
    }
    const auto pair = [](double a, double b) {
        return cards::points_text(a) + " against " + cards::points_text(b);
    };
    // The crib's figure is signed (+ one's own, - the opponent's): said as the crib's points.
    const std::string crib = view.my_crib() ? "your crib " : "your opponent's crib ";
    return "Keep " + kept_words(expert.keep) + " rather than " + kept_words(played.keep) +
           ": expected points this deal, hand " + pair(expert.hand, played.hand) + ", " + crib +
           pair(std::abs(expert.crib), std::abs(played.crib)) + ", the play " +
           cards::signed_points_text(expert.play) + " against " +
           cards::signed_points_text(played.play) + ".";
}

} // namespace parlor::cribbage::detail
