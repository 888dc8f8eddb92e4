// The Five Crowns table's layout: everything fits from 1024x600 to 4K, nothing overlaps,
// 14-card hands stay readable.

#include "app/fivecrowns/table_layout.hpp"

#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

using namespace parlor::app::fivecrowns_table;

namespace {

struct Named {
    std::string name;
    Box box;
};

std::vector<Named> regions(const TableLayout& t) {
    std::vector<Named> r = {
        {"top bar", t.top_bar},
        {"computer label", t.computer_label},
        {"computer hand", t.computer_hand},
        {"stock", t.stock},
        {"stock label", t.stock_label},
        {"discard", t.discard},
        {"discard label", t.discard_label},
        {"stock strip", t.stock_strip},
        {"human label", t.human_label},
        {"human hand", t.human_hand},
        {"arrangement", t.arrangement},
        {"menu", t.menu_bar},
        {"log", t.log},
    };
    if (!t.help.empty()) {
        r.push_back({"help", t.help});
    }
    return r;
}

void check_no_overlaps(const std::vector<Named>& items) {
    for (std::size_t i = 0; i < items.size(); ++i) {
        for (std::size_t j = i + 1; j < items.size(); ++j) {
            INFO(items[i].name << " vs " << items[j].name);
            CHECK_FALSE(items[i].box.overlaps(items[j].box));
        }
    }
}

const std::pair<int, int> sizes[] = {{1024, 600},  {1280, 720}, {1920, 1080},
                                     {3840, 2160}, {1024, 768}, {2560, 1080}};

} // namespace

TEST_CASE("every region of the table lies inside the window and none overlaps another") {
    for (auto [w, h] : sizes) {
        for (bool help : {false, true}) {
            INFO(w << "x" << h << (help ? " with help" : ""));
            const TableLayout t = layout_table(w, h, help);
            const auto items = regions(t);
            for (const auto& item : items) {
                INFO(item.name);
                CHECK_FALSE(item.box.empty());
                CHECK(t.window.contains(item.box));
            }
            check_no_overlaps(items);
        }
    }
}

TEST_CASE("14-card hands fit their rows, never touch the piles, and every card shows its corner") {
    for (auto [w, h] : sizes) {
        INFO(w << "x" << h);
        const TableLayout t = layout_table(w, h, true);
        const auto human = fan_cards(t.human_hand, 14, t.human_card);
        const auto computer = fan_cards(t.computer_hand, 14, t.computer_card);
        REQUIRE(human.size() == 14);
        REQUIRE(computer.size() == 14);
        for (std::size_t i = 0; i < 14; ++i) {
            INFO("card " << i);
            CHECK(t.human_hand.contains(human[i]));
            CHECK(t.human_hand.contains(human[i].moved(0, -t.lift))); // a selected card rises
            CHECK(t.computer_hand.contains(computer[i]));
            for (const Box& pile :
                 {t.stock, t.discard, t.stock_strip, t.stock_label, t.discard_label}) {
                CHECK_FALSE(human[i].overlaps(pile));
                CHECK_FALSE(human[i].moved(0, -t.lift).overlaps(pile));
                CHECK_FALSE(computer[i].overlaps(pile));
            }
            if (i > 0) {
                // The rank and suit in the corner stay visible: at least 40% of a card shows.
                CHECK(human[i].x - human[i - 1].x >= t.human_card.w * 2 / 5);
                CHECK(computer[i].x - computer[i - 1].x >= t.computer_card.w * 2 / 5);
            }
        }
        // Readable sizes: cards at least 70 px tall at the smallest window.
        CHECK(t.human_card.h >= 100);
        CHECK(t.computer_card.h >= 75);
    }
}

TEST_CASE("a short hand is centred at natural spacing") {
    const TableLayout t = layout_table(1280, 720, false);
    const auto cards = fan_cards(t.human_hand, 3, t.human_card);
    REQUIRE(cards.size() == 3);
    CHECK(cards[1].x - cards[0].x > t.human_card.w); // side by side, not overlapping
    const int left_air = cards[0].x - t.human_hand.x;
    const int right_air = t.human_hand.right() - cards[2].right();
    CHECK(std::abs(left_air - right_air) <= 1);
}

TEST_CASE("the draw pile's 109 cards fit its strip as chips that do not overlap") {
    for (auto [w, h] : sizes) {
        INFO(w << "x" << h);
        const TableLayout t = layout_table(w, h, false);
        Box strip = t.stock_strip;
        strip.y += t.font_small + 4; // the scene puts a heading on top
        strip.h -= t.font_small + 4;
        const auto chips = chip_grid(strip, 109);
        REQUIRE(chips.size() == 109);
        for (std::size_t i = 0; i < chips.size(); ++i) {
            CHECK(strip.contains(chips[i]));
            if (i > 0) {
                CHECK_FALSE(chips[i].overlaps(chips[i - 1]));
            }
        }
        CHECK(chips[0].h >= 18); // big enough for a rank over a suit
    }
}

TEST_CASE("a 14-card arrangement in five groups fits the arrangement row") {
    for (auto [w, h] : sizes) {
        INFO(w << "x" << h);
        const TableLayout t = layout_table(w, h, false);
        const std::vector<int> groups = {3, 3, 4, 3, 1};
        const auto cards = fan_groups(t.arrangement_cards, groups, t.mini_card, t.gap * 2);
        REQUIRE(cards.size() == 14);
        for (const Box& c : cards) {
            CHECK(t.arrangement_cards.contains(c));
        }
        const auto bounds = group_bounds(cards, groups);
        REQUIRE(bounds.size() == 5);
        for (std::size_t i = 1; i < bounds.size(); ++i) {
            CHECK(bounds[i].x - bounds[i - 1].right() >= t.gap * 2); // groups stay apart
        }
    }
}

TEST_CASE("menu buttons sit in the menu bar without overlapping, even when they must shrink") {
    for (auto [w, h] : sizes) {
        INFO(w << "x" << h);
        const TableLayout t = layout_table(w, h, false);
        const ButtonRow row = button_row(t, {100, 150, 150, 100}, {120, 44});
        std::vector<Box> all = row.left;
        all.insert(all.end(), row.right.begin(), row.right.end());
        REQUIRE(all.size() == 6);
        for (std::size_t i = 0; i < all.size(); ++i) {
            CHECK(t.menu_bar.contains(all[i]));
            for (std::size_t j = i + 1; j < all.size(); ++j) {
                CHECK_FALSE(all[i].overlaps(all[j]));
            }
        }
    }
    // Far too wide for the smallest window: they shrink, still inside and apart.
    const TableLayout small = layout_table(1024, 600, false);
    const ButtonRow row = button_row(small, {300, 300, 300}, {300});
    CHECK(row.left[0].x == small.menu_bar.x);
    CHECK(row.right[0].right() == small.menu_bar.right());
    CHECK(row.left[2].right() < row.right[0].x);
}

TEST_CASE("hit-testing a fan finds the topmost card, and a drop point finds its place") {
    const Box area{0, 0, 300, 100};
    const auto cards = fan_cards(area, 5, CardSize{70, 98});
    REQUIRE(cards.size() == 5);
    // Overlapping fan: the point just right of card 1's left edge is on card 1, unless card 2
    // covers it.
    CHECK(card_at(cards, cards[1].x + 2, 50) == 1);
    CHECK(card_at(cards, cards[2].x + 2, 50) == 2);
    CHECK(card_at(cards, cards[4].right() - 1, 50) == 4);
    CHECK(card_at(cards, cards[4].right() + 5, 50) == -1);
    // Dragging card 0 to the far right puts it last; to the far left puts card 4 first.
    CHECK(insertion_index(cards, 0, 299) == 4);
    CHECK(insertion_index(cards, 4, 0) == 0);
    CHECK(insertion_index(cards, 2, cards[2].center_x()) == 2);
}
