#include "app/casino/move_picker.hpp"

#include "parlor/games/casino/captures.hpp"

#include <algorithm>

namespace parlor::app::casino_table {

namespace {

std::vector<Card> sorted_cards(std::vector<Card> cards) {
    std::sort(cards.begin(), cards.end());
    return cards;
}

// The index of the build whose cards are exactly `cards` (in any order), or -1.
int build_holding(const ca::Table& table, const std::vector<Card>& cards) {
    const std::vector<Card> wanted = sorted_cards(cards);
    for (std::size_t i = 0; i < table.builds.size(); ++i) {
        if (sorted_cards(table.builds[i].cards()) == wanted) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

// The loose cards named, copy by copy: a loaded file may hold a card twice (docs/casino.md).
void add_loose(const ca::Table& table, std::vector<Card> cards, std::vector<Item>& items) {
    for (std::size_t i = 0; i < table.loose.size(); ++i) {
        if (const auto at = std::find(cards.begin(), cards.end(), table.loose[i]);
            at != cards.end()) {
            cards.erase(at);
            items.push_back(Item{false, static_cast<int>(i)});
        }
    }
}

} // namespace

std::vector<Item> items_of(const ca::Table& table, ca::Seat seat, const ca::Action& move) {
    std::vector<Item> items;
    if (const auto* capture = std::get_if<ca::Capture>(&move)) {
        // As the rules read it: whole builds, then loose cards copy by copy.
        const ca::CaptureSplit split = ca::split_capture(table, capture->taken);
        for (std::size_t i = 0; i < table.builds.size(); ++i) {
            if (i < 64 && ((split.builds >> i) & 1U) != 0) {
                items.push_back(Item{true, static_cast<int>(i)}); // builds go whole
            }
        }
        for (const std::size_t i : split.loose) {
            items.push_back(Item{false, static_cast<int>(i)});
        }
    } else if (const auto* build = std::get_if<ca::Build>(&move)) {
        if (!build->onto.empty()) {
            if (const int i = build_holding(table, build->onto); i >= 0) {
                items.push_back(Item{true, i});
            }
        } else if (const ca::TableBuild* own = table.build_of(seat, build->value)) {
            items.push_back(Item{true, static_cast<int>(own - table.builds.data())});
        }
        add_loose(table, build->loose, items);
    }
    std::sort(items.begin(), items.end());
    return items;
}

MovePicker::MovePicker(ca::Table table, ca::Seat seat, std::vector<ca::Action> legal) {
    for (ca::Action& action : legal) {
        const auto card = card_of(action);
        if (!card) {
            continue;
        }
        std::vector<Item> items = items_of(table, seat, action);
        moves_.push_back(Move{std::move(action), *card, std::move(items)});
    }
}

bool MovePicker::playable(Card card) const {
    return std::any_of(moves_.begin(), moves_.end(),
                       [card](const Move& m) { return m.card == card; });
}

std::vector<ca::Action> MovePicker::moves_of(Card card) const {
    std::vector<ca::Action> out;
    for (const Move& m : moves_) {
        if (m.card == card) {
            out.push_back(m.action);
        }
    }
    return out;
}

bool MovePicker::covers(const Move& move) const {
    return std::includes(move.items.begin(), move.items.end(), picked_.begin(), picked_.end());
}

void MovePicker::pick_card(Card card) {
    if (card_ == card) {
        card_.reset();
        return;
    }
    card_ = card;
    if (!fits(card)) {
        picked_.clear(); // the table's picks were for another card
    }
}

void MovePicker::toggle(Item item) {
    if (auto it = std::find(picked_.begin(), picked_.end(), item); it != picked_.end()) {
        picked_.erase(it);
        return;
    }
    if (reachable(item)) {
        picked_.insert(std::upper_bound(picked_.begin(), picked_.end(), item), item);
        return;
    }
    const std::vector<Item> before = std::move(picked_);
    picked_ = {item};
    if (!reachable(item)) {
        picked_ = before; // it fits nothing: the pick stays as it was
    }
}

void MovePicker::clear() {
    card_.reset();
    picked_.clear();
}

std::vector<ca::Action> MovePicker::outcomes() const {
    std::vector<ca::Action> out;
    if (!card_) {
        return out;
    }
    for (const Move& m : moves_) {
        if (m.card == *card_ && m.items == picked_) {
            out.push_back(m.action);
        }
    }
    // Captures first, then builds, then the trail (the order of the variant).
    std::stable_sort(out.begin(), out.end(), [](const ca::Action& a, const ca::Action& b) {
        return a.index() < b.index();
    });
    return out;
}

bool MovePicker::reachable(Item item) const {
    return std::any_of(moves_.begin(), moves_.end(), [&](const Move& m) {
        return (!card_ || m.card == *card_) && covers(m) &&
               std::binary_search(m.items.begin(), m.items.end(), item);
    });
}

bool MovePicker::needs(Item item) const {
    bool any = false;
    for (const Move& m : moves_) {
        if (card_ && m.card == *card_ && covers(m)) {
            if (!std::binary_search(m.items.begin(), m.items.end(), item)) {
                return false;
            }
            any = true;
        }
    }
    return any;
}

bool MovePicker::fits(Card card) const {
    return std::any_of(moves_.begin(), moves_.end(),
                       [&](const Move& m) { return m.card == card && covers(m); });
}

} // namespace parlor::app::casino_table
