#pragma once
// The expert's review of the player's game (docs/records.md, "Review"), over the results: the
// summary, then each decision where the expert would have chosen otherwise, the costliest first,
// with the move made, the expert's move and its reason; the close calls after them. The review
// is worked out off the loop's thread from a copy of the game's record, so the window never waits
// for it; the page says so meanwhile.

#include "app/core/worker.hpp"
#include "app/scenes/info_overlays.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/record/review.hpp"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

namespace parlor::app::table {

// The review, worked out from what the job owns (a copy of the record); an error (a record that
// does not replay) is thrown as std::runtime_error and shown as the page.
using ReviewJob = std::function<record::Review()>;

// The review of `seat` (the player's) in a table's record, its one game, judged by the expert
// from what the seat saw at each decision with the help's seed: `read(text, file)` and
// `review(game, seat, file, seed, error)` are the game's. A record that does not read or replay
// is thrown as std::runtime_error, for the page to show.
template <auto read, auto review, class Seat>
record::Review review_of_record(const std::string& record_text, Seat seat) {
    constexpr const char* file = "this game's record";
    const auto games = read(record_text, file);
    std::string error = games.error;
    record::Review judged;
    if (games.ok() && !games.games.empty()) {
        judged = review(games.games.front(), seat, file, catalogue::default_advice_seed, error);
    }
    if (!error.empty()) {
        throw std::runtime_error(error);
    }
    return judged;
}

// The page's text from a review: the summary, then a paragraph per item ("Deal 4: cost 2.9
// points" over "You chose to ... The expert would ...: its reason").
std::string review_page(const record::Review& review);

class ReviewOverlay final : public ReadingOverlay {
  public:
    ReviewOverlay(App& app, std::string title, ReviewJob job);
    std::string_view name() const override { return "review"; }
    bool ticking() const override { return worker_.working(); }
    void update(double dt) override;
    // The review has been worked out (or its error is shown).
    bool ready() const { return !worker_.working(); }

  private:
    std::string footer() const override;
    std::string title_;
    Worker<record::Review> worker_;
};

} // namespace parlor::app::table
