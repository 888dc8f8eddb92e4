// Placing the cards and buttons of this moment into the layout.

#include "app/core/app.hpp"
#include "app/fivecrowns/table_scene.hpp"

#include <SDL.h>

#include <algorithm>

namespace parlor::app::fivecrowns_table {

Frame TableScene::frame() {
    int w = app().gfx().width();
    int h = app().gfx().height();
    if (w <= 0 || h <= 0) {
        SDL_GetRendererOutputSize(app().renderer(), &w, &h);
    }
    Frame f;
    f.layout = layout_table(w, h, help_open_);
    const TableLayout& t = f.layout;

    f.human_cards = fan_cards(t.human_hand, controller_.hand().size(), t.human_card);
    if (auto sel = controller_.selected(); sel && *sel < static_cast<int>(f.human_cards.size())) {
        f.human_cards[static_cast<std::size_t>(*sel)].y -= t.lift;
    }

    if (computer_out_) {
        // Gone out: the computer's hand is laid down as its melds.
        for (const fc::Meld& meld : computer_out_->melds) {
            f.computer_groups.push_back(static_cast<int>(meld.cards.size()));
            for (const fc::MeldCard& used : meld.cards) {
                f.computer_shown.push_back(used.card);
            }
        }
        if (!computer_out_->leftover.empty()) {
            f.computer_groups.push_back(static_cast<int>(computer_out_->leftover.size()));
            f.computer_shown.insert(f.computer_shown.end(), computer_out_->leftover.begin(),
                                    computer_out_->leftover.end());
        }
        f.computer_cards =
            fan_groups(t.computer_hand, f.computer_groups, t.computer_card, t.gap * 2);
    } else {
        f.computer_shown = state_.player(fc::Seat::Computer).hand;
        f.computer_cards =
            fan_cards(t.computer_hand, static_cast<int>(f.computer_shown.size()), t.computer_card);
    }

    const TurnContext ctx = context();
    const auto left = controller_.left_buttons(ctx);
    const auto right = controller_.right_buttons();
    auto widths = [](const std::vector<MenuButton>& buttons) {
        std::vector<int> w;
        for (MenuButton b : buttons) {
            switch (b) {
            case MenuButton::Move:
            case MenuButton::Help:
                w.push_back(150);
                break;
            case MenuButton::Sort:
                w.push_back(116);
                break;
            case MenuButton::Keys:
                w.push_back(76);
                break;
            case MenuButton::Heads:
            case MenuButton::Tails:
                w.push_back(120);
                break;
            default:
                w.push_back(96);
                break;
            }
        }
        return w;
    };
    const ButtonRow row = button_row(t, widths(left), widths(right));
    for (std::size_t i = 0; i < left.size(); ++i) {
        f.buttons.emplace_back(left[i], row.left[i]);
    }
    for (std::size_t i = 0; i < right.size(); ++i) {
        f.buttons.emplace_back(right[i], row.right[i]);
    }

    const int heading_h = t.font_small + scaled(t, 8);
    f.stock_heading = Box{t.stock_strip.x, t.stock_strip.y, t.stock_strip.w, heading_h};
    const Box chips_area{t.stock_strip.x, t.stock_strip.y + heading_h, t.stock_strip.w,
                         std::max(0, t.stock_strip.h - heading_h)};
    f.stock_chips = chip_grid(chips_area, static_cast<int>(state_.stock.size()));
    return f;
}

Box TableScene::card_box(const Frame& f, Place place, Card card) const {
    switch (place) {
    case Place::Stock:
        return f.layout.stock;
    case Place::Discard:
        return f.layout.discard;
    case Place::HumanHand: {
        // The last copy: a drawn card joins at the right end.
        for (int i = controller_.hand().size() - 1; i >= 0; --i) {
            if (controller_.hand().at(i) == card && i < static_cast<int>(f.human_cards.size())) {
                return f.human_cards[static_cast<std::size_t>(i)];
            }
        }
        return f.layout.human_hand;
    }
    case Place::ComputerHand:
        for (int i = static_cast<int>(f.computer_shown.size()) - 1; i >= 0; --i) {
            if (f.computer_shown[static_cast<std::size_t>(i)] == card) {
                return f.computer_cards[static_cast<std::size_t>(i)];
            }
        }
        return f.layout.computer_hand;
    }
    return f.layout.discard;
}

} // namespace parlor::app::fivecrowns_table
