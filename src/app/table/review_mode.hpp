#pragma once
// The expert's review shown on a watched game's table (docs/records.md, "The review in the
// window"): which reviewed decision is shown, the arrows' way through them in the order they
// were made, the words of the side panel and the marks on the cards of the two moves. Apart from
// GameTable because it is about one decision's words, not about the game: the table only moves
// the watched game to the decision's moment.

#include "app/table/card_row.hpp"
#include "app/table/side_column.hpp"
#include "parlor/cards/card.hpp"
#include "parlor/record/review.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::app::table {

class ReviewMode {
  public:
    // Something is reviewed: the arrows go from decision to decision, the side panel is the
    // expert's, and the moment is looked at, not played on.
    bool active() const { return !items_.empty(); }
    // Takes `items` (any order) with `items[index]` the one chosen: returns where the chosen one
    // stands among them in the order they were made (-1: `index` names none, nothing changed).
    int open(std::vector<record::ReviewItem> items, int index);
    // The decision `moves` away from the one shown (Home and End: the first and the last).
    int target(int moves) const;
    // Shows decision `index`: the side panel's words are its. Returns it.
    const record::ReviewItem& show(int index);
    // The decision shown (nullptr: none is reviewed).
    const record::ReviewItem* item() const;
    // How `card` is marked at the decision shown: the player's move "you", the expert's
    // "expert" (nothing: none is reviewed).
    std::optional<CardMarks> marks(cards::Card card) const;
    // The line under the table.
    std::string prompt() const;
    AdviceText advice_text() const { return AdviceText{summary_, &lines_}; }
    // The side panel's first line ("You chose to ...").
    const std::string& summary() const { return summary_; }
    int at() const { return at_; }
    int size() const { return static_cast<int>(items_.size()); }

  private:
    std::vector<record::ReviewItem> items_; // in the order they were made
    int at_ = 0;
    std::string summary_;
    std::vector<std::string> lines_;
};

} // namespace parlor::app::table
