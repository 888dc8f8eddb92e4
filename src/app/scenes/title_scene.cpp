#include "app/scenes/title_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/core/unfinished_left_out.hpp"
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

TitleScene::TitleScene(App& app) : Scene(app) {
    for (const char* label :
         {"New game", "Continue", "Load game", "Settings", "Rules", "Statistics", "Quit"}) {
        buttons_.push_back({.label = label});
    }
    buttons_[NewGame].primary = true;
    pad_.reset(NewGame);
    refresh();
}

TitleLayout TitleScene::layout() const {
    return layout_title(app().gfx().width(), app().gfx().height(),
                        static_cast<int>(buttons_.size()));
}

void TitleScene::refresh() {
    const std::vector<UnfinishedGame> unfinished = app().unfinished().list();
    buttons_[Continue].enabled = !unfinished.empty();
    autosave_summary_.clear();
    if (unfinished.size() == 1) {
        const SaveSummary summary = summarize_unfinished(app(), unfinished.front());
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
    if (!buttons_[static_cast<std::size_t>(pad_.focused())].enabled) {
        pad_.focus_on(NewGame);
    }
    App::Notice notice = app().take_notice();
    if (!notice.text.empty()) {
        message_ = std::move(notice.text);
        message_is_error_ = notice.is_error;
    } else if (message_.empty()) {
        // An unfinished game Continue cannot read is said, not silently left out.
        if (const auto left_out = unfinished_left_out(app().data_dir()); !left_out.empty()) {
            message_ = left_out.front();
            message_is_error_ = true;
        }
    }
}

void TitleScene::on_resume() {
    refresh();
}

void TitleScene::choose(int item) {
    // The player acts: the notice of what happened before (a file that did not load) is old
    // news, and stayed on the title after the problem was gone. What this choice goes wrong
    // with says itself again.
    message_.clear();
    message_is_error_ = false;
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
        OpenedGame opened = open_unfinished(app(), unfinished.front());
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
    if (const auto chosen = pad_.on_action(action, layout().buttons, buttons_)) {
        choose(*chosen);
    }
}

void TitleScene::on_mouse(const MouseEvent& e) {
    if (const auto chosen = pad_.on_mouse(e, layout().buttons, buttons_)) {
        choose(*chosen);
    }
}

void TitleScene::render(Gfx& g) {
    g.felt();
    const TitleLayout l = layout();
    const float W = float(g.width());

    // Heading: crown, name, tagline.
    g.crown(l.crown, theme::gold);
    TextStyle title{g.u(theme::title_size + 12), true, theme::gold, Align::Center};
    g.text("Parlor", W / 2 + g.u(2), l.title_y + g.u(3),
           TextStyle{title.size, true, Color{0, 0, 0, 90}, Align::Center});
    g.text("Parlor", W / 2, l.title_y, title);
    g.text("Card games against a computer that plays to win — and tells you why.", W / 2,
           l.tagline_y, TextStyle{g.u(theme::body_size), false, theme::ink_soft, Align::Center});

    draw_panel(g, l.panel);
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size));

    // The fan, drawn once into a layer (rotation is slow in the software renderer).
    const float card_w = l.card_w;
    const float card_h = card_w * Gfx::card_aspect;
    g.cached_layer("title-fan", l.fan, 1, [&](Gfx& layer, const Rect& local) {
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
    std::string games;
    for (const TableEntry& game : tables()) {
        games += (games.empty() ? "" : "  ·  ") + game.title;
    }
    g.text(games, l.fan_centre.x, l.caption_y,
           TextStyle{g.u(theme::small_size), false, theme::ink_soft, Align::Center});

    g.text("Arrows or Tab move  ·  Enter chooses  ·  F1 shortcuts  ·  F11 fullscreen", W / 2,
           l.footer_y,
           TextStyle{g.u(theme::small_size - 1), false, Color{170, 200, 180, 200}, Align::Center});

    // The notice line (an error in red, a confirmation in green); otherwise, while Continue
    // has the focus, what it would open.
    const TextStyle notice{g.u(theme::small_size + 1), true, theme::ink_soft, Align::Center};
    const float text_y = l.notice.y + g.u(8);
    if (message_.empty() && pad_.focused() == Continue && !autosave_summary_.empty()) {
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
        const Rect back{l.notice.x, l.notice.y, l.notice.w,
                        lh * static_cast<float>(lines.size()) + g.u(16)};
        g.fill_rounded(back, g.u(10), Color{0, 0, 0, 120});
        float ly = text_y;
        for (const auto& line : lines) {
            g.text(line, W / 2, ly, m);
            ly += lh;
        }
    }
}

} // namespace parlor::app
