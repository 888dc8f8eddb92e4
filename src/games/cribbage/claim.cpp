// Checking a player's own count against the rules' (docs/cribbage.md, "Count your own").

#include "parlor/games/cribbage/claim.hpp"

#include "parlor/cards/listed.hpp"

#include <algorithm>
#include <numeric>

namespace parlor::cribbage {

std::string_view count_own_name(CountOwn count_own) {
    switch (count_own) {
    case CountOwn::On:
        return "on";
    case CountOwn::Muggins:
        return "muggins";
    case CountOwn::Off:
        break;
    }
    return "off";
}

std::optional<CountOwn> parse_count_own(std::string_view name) {
    for (const CountOwn c : {CountOwn::Off, CountOwn::On, CountOwn::Muggins}) {
        if (count_own_name(c) == name) {
            return c;
        }
    }
    return std::nullopt;
}

std::string tally(const std::vector<ScoreItem>& items) {
    std::vector<std::string> parts;
    int running = 0;
    for (const ScoreItem& item : items) {
        running += item.points;
        // Fifteens go by the running total, as a player counts them: "15 two, 15 four".
        parts.push_back(item.kind == ScoreKind::Fifteen ? "15 " + number_word(running)
                                                        : item_name(item));
    }
    if (parts.empty()) {
        return "nothing for 0";
    }
    return cards::listed(parts) + " for " + std::to_string(running);
}

std::string why_claim_refused(int claimed, const std::vector<ScoreItem>& items) {
    if (claimed < 0) {
        return "A claim is a number of points, 0 or more.";
    }
    const int points = std::accumulate(items.begin(), items.end(), 0,
                                       [](int sum, const ScoreItem& i) { return sum + i.points; });
    if (claimed <= points) {
        return {};
    }
    return "You claimed " + std::to_string(claimed) + ", but it is " + tally(items) + ".";
}

namespace {

// Depth first over `order`, taking or leaving each item: true once `left` is 0.
bool pick(const std::vector<const ScoreItem*>& order, std::size_t at, int left,
          std::vector<const ScoreItem*>& taken) {
    if (left == 0) {
        return true;
    }
    if (at == order.size() || left < 0) {
        return false;
    }
    taken.push_back(order[at]);
    if (pick(order, at + 1, left - order[at]->points, taken)) {
        return true;
    }
    taken.pop_back();
    return pick(order, at + 1, left, taken);
}

} // namespace

std::vector<ScoreItem> missed_items(const std::vector<ScoreItem>& items, int missed) {
    std::vector<const ScoreItem*> order;
    for (const bool fifteens : {true, false}) {
        for (auto it = items.rbegin(); it != items.rend(); ++it) {
            if ((it->kind == ScoreKind::Fifteen) == fifteens) {
                order.push_back(&*it);
            }
        }
    }
    std::vector<const ScoreItem*> taken;
    if (missed <= 0 || !pick(order, 0, missed, taken)) {
        return {};
    }
    // Named in the order they are counted.
    std::vector<ScoreItem> out;
    for (const ScoreItem& item : items) {
        if (std::find(taken.begin(), taken.end(), &item) != taken.end()) {
            out.push_back(item);
        }
    }
    return out;
}

} // namespace parlor::cribbage
