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

// Shows the moment of item `index` of a review on the game's table (TableBase::show_review).
using MomentOpener = std::function<void(const record::Review& review, int index)>;
// Opens the moments of reviews of the game `record_text` records (the game the window just
// recorded): the recorded game watched on its table, at that decision.
MomentOpener moments_of(App& app, std::string record_text);
// The job reviewing the player's seat (seat 0) in a copy of a game's record, by the catalogue's
// entry for the game (`game_id`) with the help's seed, as `parlor-cli review` does; only the
// part made in `round` when one is given. A record the entry cannot review is the job's error.
ReviewJob record_review(std::string game_id, std::string record_text,
                        std::optional<int> round = std::nullopt);

// The page's text from a review: the summary, then a paragraph per item ("Deal 4: cost 2.9
// points" over "You chose to ... The expert would ...: its reason").
std::string review_page(const record::Review& review);

class ReviewOverlay final : public ReadingOverlay {
  public:
    // `moments`: a decision chosen on the page (Tab, a click) is shown on the table (none: the
    // page is text only).
    ReviewOverlay(App& app, std::string title, ReviewJob job, MomentOpener moments = {});
    std::string_view name() const override { return "review"; }
    bool ticking() const override { return worker_.working(); }
    void update(double dt) override;
    // The review has been worked out (or its error is shown).
    bool ready() const { return !worker_.working(); }

  private:
    std::string footer() const override;
    int first_choosable() const override;
    void open_chosen(int paragraph) override;
    std::string title_;
    Worker<record::Review> worker_;
    MomentOpener moments_;
    std::optional<record::Review> review_;
};

} // namespace parlor::app::table
