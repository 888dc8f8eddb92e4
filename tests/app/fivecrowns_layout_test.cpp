// The Five Crowns table's layout: everything fits from 1024x600 to 4K, nothing overlaps,
// 14-card hands stay readable.

#include "app/fivecrowns/table.hpp"

#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

namespace fivecrowns_layout_test {

using namespace parlor::app;
using namespace parlor::app::fivecrowns_table;
using parlor::app::table::frame_table;
using parlor::app::table::TableFrame;

namespace {

struct Named {
    std::string name;
    Rect box;
};

std::vector<Named> regions(const TableFrame& f, const Layout& l) {
    std::vector<Named> r = {
        {"top bar", f.top_bar},
        {"computer label", l.computer_label},
        {"computer hand", l.computer_hand},
        {"stock", l.stock},
        {"stock label", l.stock_label},
        {"discard", l.discard},
        {"discard label", l.discard_label},
        {"stock strip", l.stock_strip},
        {"human label", l.human_label},
        {"human hand", l.human_hand},
        {"arrangement", l.arrangement},
        {"menu", f.menu_bar},
        {"log", f.log},
    };
    if (!f.help.empty()) {
        r.push_back({"help", f.help});
    }
    return r;
}

const std::pair<int, int> sizes[] = {{1024, 600},  {1280, 720}, {1920, 1080},
                                     {3840, 2160}, {1024, 768}, {2560, 1080}};

} // namespace

TEST_CASE("every region of the table lies inside the window and none overlaps another") {
    for (auto dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (bool help : {false, true}) {
            INFO(w << "x" << h << (help ? " with help" : ""));
            const TableFrame f = frame_table(w, h, help);
            const auto items = regions(f, layout_fivecrowns(f));
            for (const auto& item : items) {
                INFO(item.name);
                CHECK_FALSE(item.box.empty());
                CHECK(f.window.contains(item.box));
            }
            for (std::size_t i = 0; i < items.size(); ++i) {
                for (std::size_t j = i + 1; j < items.size(); ++j) {
                    INFO(items[i].name << " vs " << items[j].name);
                    CHECK_FALSE(items[i].box.overlaps(items[j].box));
                }
            }
        }
    }
}

TEST_CASE("14-card hands fit their rows, never touch the piles, and every card shows its corner") {
    for (auto dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        INFO(w << "x" << h);
        const TableFrame f = frame_table(w, h, true);
        const Layout l = layout_fivecrowns(f);
        const auto human = table::fan(l.human_hand, 14, l.human_card, l.human_card.w / 12);
        const auto computer =
            table::fan(l.computer_hand, 14, l.computer_card, l.computer_card.w / 12);
        REQUIRE(human.size() == 14);
        REQUIRE(computer.size() == 14);
        for (std::size_t i = 0; i < 14; ++i) {
            INFO("card " << i);
            CHECK(l.human_hand.contains(human[i]));
            CHECK(l.human_hand.contains(human[i].moved(0, -l.lift))); // a picked card rises
            CHECK(l.computer_hand.contains(computer[i]));
            for (const Rect& pile :
                 {l.stock, l.discard, l.stock_strip, l.stock_label, l.discard_label}) {
                CHECK_FALSE(human[i].overlaps(pile));
                CHECK_FALSE(human[i].moved(0, -l.lift).overlaps(pile));
                CHECK_FALSE(computer[i].overlaps(pile));
            }
            if (i > 0) {
                // The rank and suit in the corner stay visible: at least 40% of a card shows.
                CHECK(human[i].x - human[i - 1].x >= l.human_card.w * 2 / 5);
                CHECK(computer[i].x - computer[i - 1].x >= l.computer_card.w * 2 / 5);
            }
        }
        // Readable sizes at the smallest window.
        CHECK(l.human_card.h >= 100);
        CHECK(l.computer_card.h >= 75);
    }
}

TEST_CASE("a 14-card arrangement in five groups fits the arrangement row") {
    for (auto dimensions : sizes) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        INFO(w << "x" << h);
        const TableFrame f = frame_table(w, h, false);
        const Layout l = layout_fivecrowns(f);
        const std::vector<int> groups = {3, 3, 4, 3, 1};
        const auto cards =
            table::fan_groups(l.arrangement_cards, groups, l.mini_card, 2, f.gap * 2);
        REQUIRE(cards.size() == 14);
        for (const Rect& c : cards) {
            CHECK(l.arrangement_cards.contains(c));
        }
    }
}

TEST_CASE("the piles' labels lie under the edges of a full pile, at 800x480 too") {
    // "Draw pile · 89" was covered by the stack's lower edges at 800x480.
    std::vector<std::pair<int, int>> all(std::begin(sizes), std::end(sizes));
    all.emplace_back(800, 480);
    for (auto dimensions : all) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (bool help : {false, true}) {
            INFO(w << "x" << h << (help ? std::string(" with help") : std::string()));
            const TableFrame f = frame_table(w, h, help);
            const Layout l = layout_fivecrowns(f);
            const auto stock = table::pile(l.stock, 4, l.stock_step, stock_edges);
            const auto discard = table::pile(l.discard, 3, l.discard_step, discard_edges);
            for (const Rect& card : stock) {
                CHECK_FALSE(card.overlaps(l.stock_label));
                CHECK_FALSE(card.overlaps(l.discard_label));
            }
            for (const Rect& card : discard) {
                CHECK_FALSE(card.overlaps(l.stock_label));
                CHECK_FALSE(card.overlaps(l.discard_label));
            }
            CHECK(f.window.contains(l.stock_label));
            CHECK(f.window.contains(l.discard_label));
            CHECK(l.stock_label.bottom() <= l.human_label.y);
        }
    }
}

} // namespace fivecrowns_layout_test
