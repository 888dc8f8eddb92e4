#include "app/scenes/title_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/continue_dialog.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/settings_scene.hpp"
#include "app/scenes/statistics_scene.hpp"
#include "app/table_entries.hpp"

namespace parlor::app {

namespace {

using cards::Card;
using cards::Suit;

// The decorative hand on the title: one card of each suit and a joker.
constexpr Card title_fan[] = {Card::of(13, Suit::Spades),   Card::of(12, Suit::Hearts),
                              Card::of(11, Suit::Diamonds), Card::of(10, Suit::Clubs),
                              Card::of(5, Suit::Tridents),  Card::joker(1)};

} // namespace

TitleScene::TitleScene(App& app)
    : Scene(app),
      menu_({"New game", "Continue", "Load game", "Settings", "Rules", "Statistics", "Quit"}) {
    menu_.buttons[NewGame].primary = true;
    refresh();
}

void TitleScene::refresh() {
    const std::vector<UnfinishedGame> unfinished = app().unfinished().list();
    menu_.buttons[Continue].enabled = !unfinished.empty();
    autosave_summary_.clear();
    if (unfinished.size() == 1) {
        const SaveSummary summary = summarize_save_file(unfinished.front().path);
        autosave_summary_ = summary.error.empty() ? summary.line : summary.error;
    } else if (!unfinished.empty()) {
        autosave_summary_ = std::to_string(unfinished.size()) + " games in progress: ";
        for (std::size_t i = 0; i < unfinished.size(); ++i) {
            const TableEntry* game = find_table(unfinished[i].game_id);
            autosave_summary_ += (i == 0                       ? ""
                                  : i + 1 == unfinished.size() ? " and "
                                                               : ", ") +
                                 (game ? game->title : unfinished[i].game_id);
        }
    }
    if (!menu_.buttons[menu_.focus].enabled) {
        menu_.focus = NewGame;
    }
    App::Notice notice = app().take_notice();
    if (!notice.text.empty()) {
        message_ = std::move(notice.text);
        message_is_error_ = notice.is_error;
    }
}

void TitleScene::on_resume() {
    refresh();
}

void TitleScene::choose(int item) {
    switch (item) {
    case NewGame:
        app().push(std::make_unique<NewGameScene>(app()));
        break;
    case Continue: {
        const std::vector<UnfinishedGame> unfinished = app().unfinished().list();
        if (unfinished.size() > 1) {
            app().push(std::make_unique<ContinueDialog>(app()));
            break;
        }
        if (unfinished.empty()) {
            break;
        }
        OpenedGame opened = open_save_file(app(), unfinished.front().path);
        if (opened.scene) {
            message_.clear();
            app().push(std::move(opened.scene));
        } else {
            message_ = opened.error;
            message_is_error_ = true;
        }
        break;
    }
    case Load:
        app().push(std::make_unique<LoadDialog>(app()));
        break;
    case Settings:
        app().push(std::make_unique<SettingsScene>(app()));
        break;
    case Rules:
        app().push(std::make_unique<RulesOverlay>(app(), tables().front().id));
        break;
    case Stats:
        app().push(std::make_unique<StatisticsScene>(app()));
        break;
    case Quit:
        app().quit();
        break;
    default:
        break;
    }
}

void TitleScene::on_action(UiAction action) {
    if (action == UiAction::Cancel) {
        return; // Esc on the title does nothing: quitting is a deliberate choice
    }
    if (auto chosen = menu_.on_action(action)) {
        choose(*chosen);
    }
}

void TitleScene::on_mouse(const MouseEvent& e) {
    if (auto chosen = menu_.on_mouse(e)) {
        choose(*chosen);
    }
}

void TitleScene::render(Gfx& g) {
    g.felt();
    const float W = float(g.width()), H = float(g.height());

    // The bottom up: the key hints, above them room for two lines of notice (a load error names
    // the file, the line and the problem, and must be read), then the menu. A short window (16:9
    // is one) takes the room from the heading first, then from the buttons' height.
    TextStyle footer{g.u(theme::small_size - 1), false, Color{170, 200, 180, 200}, Align::Center};
    const float footer_y = H - g.line_height(footer) - g.u(12);
    const TextStyle notice{g.u(theme::small_size + 1), true, theme::ink_soft, Align::Center};
    const float notice_h = 2 * g.line_height(notice) + g.u(16);
    const float panel_bottom_max = footer_y - g.u(8) - notice_h - g.u(10);

    TextStyle title{g.u(theme::title_size + 12), true, theme::gold, Align::Center};
    TextStyle tagline{g.u(theme::body_size), false, theme::ink_soft, Align::Center};
    const float heading_h = g.u(2) + g.line_height(title) + g.line_height(tagline) + g.u(34);
    float button_h = g.u(50);
    float gap = g.u(12);
    const float buttons = static_cast<float>(menu_.buttons.size());
    const auto menu_height = [&] { return buttons * (button_h + gap) - gap; };
    float heading_top = H * 0.06f;
    float crown_h = g.u(70);
    const auto panel_bottom = [&] {
        return heading_top + crown_h + heading_h + menu_height() + g.u(24);
    };
    if (panel_bottom() > panel_bottom_max) {
        heading_top = H * 0.03f;
        crown_h = g.u(52);
    }
    if (const float over = panel_bottom() - panel_bottom_max; over > 0) {
        const float shrink = std::clamp(1 - over / menu_height(), 0.6f, 1.0f);
        button_h *= shrink;
        gap *= shrink;
    }

    // Heading: crown, name, tagline.
    g.crown(Rect{W / 2 - crown_h * 0.75f, heading_top, crown_h * 1.5f, crown_h}, theme::gold);
    const float title_y = heading_top + crown_h + g.u(2);
    g.text("Parlor", W / 2 + g.u(2), title_y + g.u(3),
           TextStyle{title.size, true, Color{0, 0, 0, 90}, Align::Center});
    g.text("Parlor", W / 2, title_y, title);
    const float tag_y = title_y + g.line_height(title);
    g.text("Card games against a computer that plays to win — and tells you why.", W / 2, tag_y,
           tagline);

    // Menu on the left half, the fan of cards on the right.
    const float menu_w = g.u(340);
    const float top = tag_y + g.line_height(tagline) + g.u(34);
    const float menu_h = menu_height();
    const Rect panel{W * 0.30f - menu_w / 2 - g.u(28), top - g.u(24), menu_w + g.u(56),
                     menu_h + g.u(48)};
    notice_area_ =
        Rect{W * 0.05f - g.u(10), panel.bottom() + g.u(10), W * 0.9f + g.u(20), notice_h};
    footer_top_ = footer_y;
    draw_panel(g, panel);
    menu_.layout_column(Rect{panel.x + g.u(28), top, menu_w, menu_h}, button_h, gap);
    menu_.render(g, g.u(theme::button_size));

    // The fan, drawn once into a layer (rotation is slow in the software renderer).
    const float card_w = std::min(g.u(150), (W * 0.42f) / 3.2f);
    const float card_h = card_w * Gfx::card_aspect;
    const float fan_cx = W * 0.70f, fan_cy = panel.cy() + card_h * 0.12f;
    const Rect fan_box{fan_cx - card_w * 2.6f, fan_cy - card_h * 0.85f, card_w * 5.2f,
                       card_h * 1.75f};
    g.cached_layer("title-fan", fan_box, 1, [&](Gfx& layer, const Rect& local) {
        const int n = static_cast<int>(std::size(title_fan));
        for (int i = 0; i < n; ++i) {
            const float t = (i - (n - 1) / 2.0f);
            const float angle = t * 9.0f;
            const float x = local.cx() + t * card_w * 0.42f - card_w / 2;
            const float y = local.cy() - card_h / 2 + t * t * layer.u(4);
            const Rect r{x, y, card_w, card_h};
            layer.card_shadow(r, angle);
            layer.card(title_fan[i], r, 255, angle);
        }
    });
    TextStyle caption{g.u(theme::small_size), false, theme::ink_soft, Align::Center};
    std::string games;
    for (const TableEntry& game : tables()) {
        games += (games.empty() ? "" : "  ·  ") + game.title;
    }
    g.text(games, fan_cx, fan_cy + card_h * 0.62f + g.u(24), caption);

    g.text("Arrows or Tab move  ·  Enter chooses  ·  F1 shortcuts  ·  F11 fullscreen", W / 2,
           footer_y, footer);

    // The notice line (an error in red, a confirmation in green); otherwise, while Continue
    // has the focus, what it would open.
    const float text_y = notice_area_.y + g.u(8);
    if (message_.empty() && menu_.focus == Continue && !autosave_summary_.empty()) {
        TextStyle m = notice;
        m.bold = false;
        g.text(autosave_summary_, W / 2, text_y, m);
    }
    if (!message_.empty()) {
        TextStyle m = notice;
        m.color = message_is_error_ ? theme::error : theme::good;
        // The room holds two lines; a longer notice (a deep path) covers the key hints.
        const auto lines = g.wrap(message_, W * 0.9f, m);
        const float lh = g.line_height(m);
        const Rect back{notice_area_.x, notice_area_.y, notice_area_.w,
                        lh * static_cast<float>(lines.size()) + g.u(16)};
        g.fill_rounded(back, g.u(10), Color{0, 0, 0, 120});
        float ly = text_y;
        for (const auto& l : lines) {
            g.text(l, W / 2, ly, m);
            ly += lh;
        }
    }
}

} // namespace parlor::app
