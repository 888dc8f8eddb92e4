#include "app/table/review_mode.hpp"

#include <algorithm>

namespace parlor::app::table {

int ReviewMode::open(std::vector<record::ReviewItem> items, int index) {
    if (index < 0 || index >= static_cast<int>(items.size())) {
        return -1;
    }
    const int chosen = items[static_cast<std::size_t>(index)].decision;
    // The arrows go through the decisions in the order they were made.
    std::sort(items.begin(), items.end(),
              [](const auto& a, const auto& b) { return a.decision < b.decision; });
    items_ = std::move(items);
    const auto at = std::find_if(items_.begin(), items_.end(),
                                 [&](const auto& item) { return item.decision == chosen; });
    return static_cast<int>(at - items_.begin());
}

int ReviewMode::target(int moves) const {
    const int last = static_cast<int>(items_.size()) - 1;
    return moves > 1 ? last : moves < -1 ? 0 : std::clamp(at_ + moves, 0, last);
}

const record::ReviewItem& ReviewMode::show(int index) {
    at_ = index;
    const record::ReviewItem& item = items_[static_cast<std::size_t>(index)];
    summary_ = "You chose to " + item.played + "; the expert would " + item.expert + ".";
    lines_ = {item.close_call
                  ? "A close call, within the expert's noise: no mistake."
                  : "It cost you about " + record::cost_words(item.cost, item.unit) + ".",
              "The expert: " + item.reason};
    return item;
}

const record::ReviewItem* ReviewMode::item() const {
    return items_.empty() ? nullptr : &items_[static_cast<std::size_t>(at_)];
}

std::optional<CardMarks> ReviewMode::marks(cards::Card card) const {
    const record::ReviewItem* shown = item();
    if (shown == nullptr) {
        return std::nullopt;
    }
    const auto has = [&](const std::vector<cards::Card>& cards) {
        return std::find(cards.begin(), cards.end(), card) != cards.end();
    };
    CardMarks marks;
    marks.selected = has(shown->played_cards);
    marks.hint = has(shown->expert_cards);
    marks.tab = marks.selected && marks.hint ? "you, expert"
                : marks.selected             ? "you"
                : marks.hint                 ? "expert"
                                             : "";
    return marks;
}

std::string ReviewMode::prompt() const {
    return "Your decision " + std::to_string(item()->decision) +
           ": your move is marked \u201cyou\u201d, the expert's \u201cexpert\u201d";
}

} // namespace parlor::app::table
