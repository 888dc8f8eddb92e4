// Where the cards and buttons of this moment go: the layout plus the hands, the pile and the
// button row placed in it.

#include "app/core/app.hpp"
#include "app/cribbage/table_scene.hpp"

#include <algorithm>

namespace parlor::app::cribbage_table {

Frame TableScene::frame() {
    Frame f;
    int w = app().gfx().width();
    int h = app().gfx().height();
    if (w <= 0 || h <= 0) {
        SDL_GetRendererOutputSize(app().renderer(), &w, &h);
    }
    f.layout = layout_table(w, h, help_open_);
    const TableLayout& t = f.layout;
    f.board = layout_board(t.board);

    f.human_shown = human_shown();
    f.human_cards =
        fan(t.human_hand, t.human_card, static_cast<int>(f.human_shown.size()), t.px(10));
    for (const int i : picked_) {
        if (i >= 0 && i < static_cast<int>(f.human_cards.size())) {
            f.human_cards[static_cast<std::size_t>(i)].y -= t.lift;
        }
    }

    const cr::Player& computer = state_.player(cr::Seat::Computer);
    f.computer_shown = shown_cards(cr::Seat::Computer);
    f.computer_cards =
        fan(t.computer_hand, t.computer_card, static_cast<int>(f.computer_shown.size()), t.px(8));

    // The current count's cards overlap left to right; the computer's sit a little higher.
    const int n = static_cast<int>(state_.pile.size());
    const int step = std::max(t.middle_card.w / 3, std::min(t.middle_card.w * 6 / 10,
                                                            n > 1 ? (t.play.w / 2) / (n - 1) : 0));
    int x = t.play.x + t.play.w / 2 - ((n - 1) * step + t.middle_card.w) / 2 - t.px(40);
    const auto& played_by_computer = computer.played;
    for (const Card c : state_.pile) {
        const bool computers = std::find(played_by_computer.begin(), played_by_computer.end(), c) !=
                               played_by_computer.end();
        f.pile_cards.push_back(
            Box{x, t.play.y + (computers ? t.px(2) : t.px(16)), t.middle_card.w, t.middle_card.h});
        x += step;
    }

    // The button row: the menu before each turn, and the keys at the right end.
    const Box bar = t.menu_bar;
    const int gap = t.px(10);
    const int keys_w = t.px(90);
    const int avail = bar.w - keys_w - gap;
    const std::array<std::pair<MenuButton, int>, 4> widths{{{MenuButton::Save, 2},
                                                            {MenuButton::Move, 4},
                                                            {MenuButton::Help, 3},
                                                            {MenuButton::Quit, 2}}};
    const int unit = (avail - 3 * gap) / 11;
    int bx = bar.x;
    for (const auto& [id, share] : widths) {
        f.buttons.push_back({id, Box{bx, bar.y, unit * share, bar.h}});
        bx += unit * share + gap;
    }
    f.buttons.push_back({MenuButton::Keys, Box{bar.right() - keys_w, bar.y, keys_w, bar.h}});
    return f;
}

} // namespace parlor::app::cribbage_table
