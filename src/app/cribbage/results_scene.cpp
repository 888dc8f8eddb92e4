#include "app/cribbage/results_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/cribbage/show_steps.hpp"

#include <filesystem>

namespace parlor::app::cribbage_table {

void record(std::vector<DealRecord>& deals, const cribbage::Event& event) {
    namespace cr = cribbage;
    if (const auto* dealt = std::get_if<cr::DealtEvent>(&event)) {
        deals.push_back(DealRecord{dealt->deal_number, dealt->dealer, {}, {}, {}, false});
        return;
    }
    if (deals.empty()) {
        return;
    }
    DealRecord& d = deals.back();
    if (const auto* played = std::get_if<cr::PlayedEvent>(&event)) {
        for (const auto& item : played->items) {
            d.play[static_cast<std::size_t>(cr::index(played->seat))] += item.points;
        }
    } else if (const auto* points = std::get_if<cr::PointsEvent>(&event)) {
        d.play[static_cast<std::size_t>(cr::index(points->seat))] += points->item.points;
    } else if (const auto* show = std::get_if<cr::ShowEvent>(&event)) {
        auto& column = show->show.crib ? d.crib : d.hand;
        column[static_cast<std::size_t>(cr::index(show->show.seat))] += show->show.score.total;
    }
}

ResultsScene::ResultsScene(App& app, cribbage::GameState final_state,
                           std::array<std::string, 2> names, std::vector<DealRecord> deals)
    : Scene(app), state_(std::move(final_state)), names_(std::move(names)),
      deals_(std::move(deals)), buttons_({"Back to the title"}, true) {
    buttons_.buttons[0].primary = true;
    // The game is finished: Continue must not offer it again.
    std::error_code ec;
    std::filesystem::remove(app.autosave_path(), ec);
}

void ResultsScene::on_action(UiAction action) {
    if (action == UiAction::Select || action == UiAction::Cancel || action == UiAction::Continue) {
        app().go_to_title();
    }
}

void ResultsScene::on_mouse(const MouseEvent& e) {
    if (buttons_.on_mouse(e)) {
        app().go_to_title();
    }
}

void ResultsScene::render(Gfx& g) {
    g.felt();
    const float W = static_cast<float>(g.width());
    const float H = static_cast<float>(g.height());
    const auto scores = cribbage::scores(state_);
    const auto winner = cribbage::winner(state_);
    const std::size_t w = winner ? static_cast<std::size_t>(cribbage::index(*winner)) : 0;
    const std::size_t l = 1 - w;
    std::string banner = "The game is over";
    if (winner == cribbage::Seat::Human) {
        banner = names_[0] == "You" ? "You win!" : names_[0] + " wins!";
    } else if (winner == cribbage::Seat::Computer) {
        banner = names_[1] + " wins";
    }
    const float crown_h = g.u(54);
    float y = g.u(30);
    g.crown(Rect{W / 2 - crown_h * 0.75f, y, crown_h * 1.5f, crown_h}, theme::gold);
    y += crown_h + g.u(4);
    const TextStyle title{g.u(theme::title_size - 8), true, theme::gold, Align::Center};
    g.text(banner, W / 2, y, title);
    y += g.line_height(title) + g.u(4);

    const TextStyle big{g.u(theme::heading_size), true, theme::ink, Align::Center};
    g.text(names_[w] + " " + std::to_string(scores[w]) + "  —  " + names_[l] + " " +
               std::to_string(scores[l]),
           W / 2, y, big);
    y += g.line_height(big) + g.u(6);

    const TextStyle sub{g.u(theme::body_size), false, theme::ink_soft, Align::Center};
    std::string skunk;
    switch (cribbage::skunk_of(scores[l])) {
    case cribbage::Skunk::Double:
        skunk = names_[l] + " did not reach 61: a double skunk.";
        break;
    case cribbage::Skunk::Single:
        skunk = names_[l] + " did not reach 91: a skunk.";
        break;
    case cribbage::Skunk::None:
        skunk = names_[l] + " passed 90: no skunk.";
        break;
    }
    g.text(skunk, W / 2, y, sub);
    y += g.line_height(sub);
    g.text(std::to_string(state_.deal_number) + (state_.deal_number == 1 ? " deal" : " deals") +
               " played  ·  points per deal: the play + the hand + the crib",
           W / 2, y, sub);
    y += g.line_height(sub) + g.u(16);

    // Deal by deal: where each player's points came from (the play, the hand, the crib).
    const float bh = g.u(50);
    if (!deals_.empty()) {
        const float tw = std::min(W * 0.92f, g.u(820));
        const Rect table{(W - tw) / 2, y, tw, H - y - bh - g.u(54)};
        draw_panel(g, table);
        const int rows = static_cast<int>(deals_.size()) + 2;
        const float rh = std::min(g.u(32), (table.h - g.u(16)) / static_cast<float>(rows));
        const float size = std::min(g.u(theme::small_size + 1), rh * 0.62f);
        const TextStyle head{size, true, theme::gold, Align::Left};
        const TextStyle cell{size, false, theme::ink, Align::Left};
        const float cols[] = {0.0f, 0.1f, 0.3f, 0.65f};
        const float x0 = table.x + g.u(20);
        const float cw = table.w - g.u(40);
        float ry = table.y + g.u(8);
        auto row = [&](const std::array<std::string, 4>& texts, const TextStyle& style) {
            for (std::size_t c = 0; c < texts.size(); ++c) {
                g.text(texts[c], x0 + cols[c] * cw, ry + (rh - g.line_height(style)) / 2, style);
            }
            ry += rh;
        };
        row({"Deal", "Dealer", names_[0], names_[1]}, head);
        auto points = [](const DealRecord& d, std::size_t seat) {
            const int sum = d.play[seat] + d.hand[seat] + d.crib[seat];
            return std::to_string(d.play[seat]) + " + " + std::to_string(d.hand[seat]) + " + " +
                   std::to_string(d.crib[seat]) + "  =  " + std::to_string(sum);
        };
        for (const DealRecord& d : deals_) {
            if (d.deal % 2 == 0) {
                g.fill(Rect{table.x + g.u(8), ry, table.w - g.u(16), rh}, Color{255, 255, 255, 10});
            }
            row({std::to_string(d.deal) + (d.resumed ? " (resumed)" : ""),
                 names_[static_cast<std::size_t>(cribbage::index(d.dealer))], points(d, 0),
                 points(d, 1)},
                cell);
        }
        g.fill(Rect{x0, ry + g.u(2), cw, std::max(1.0f, g.u(1))}, Color{232, 190, 80, 120});
        // The pegs stop at 121, so the final scores, not the sums, close the table.
        row({"", "Final", std::to_string(scores[0]), std::to_string(scores[1])}, head);
    }

    buttons_.layout_row(Rect{W / 2 - g.u(170), H - bh - g.u(30), g.u(340), bh}, 0);
    buttons_.render(g, g.u(theme::button_size));
}

} // namespace parlor::app::cribbage_table
