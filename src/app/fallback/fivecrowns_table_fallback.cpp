// Links only while src/app/fivecrowns/ has no sources (see src/app/CMakeLists.txt): a plain
// scene that shows the game's state, so the framework runs before the real table exists.

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/fivecrowns_launch.hpp"
#include "parlor/games/fivecrowns/save.hpp"

namespace parlor::app {

namespace {

class FallbackTable final : public Scene {
  public:
    FallbackTable(App& app, FiveCrownsStart start) : Scene(app), start_(std::move(start)) {}
    std::string_view name() const override { return "table"; }
    void on_action(UiAction a) override {
        if (a == UiAction::Cancel) {
            app().go_to_title();
        }
    }
    void render(Gfx& g) override {
        g.felt();
        g.text_centered(fivecrowns::summary(start_.state), g.screen(),
                        TextStyle{g.u(24), true, theme::ink, Align::Center});
        const auto& hand = start_.state.player(fivecrowns::Seat::Human).hand;
        const float w = g.u(90);
        float x = g.width() / 2.0f - hand.size() * w * 0.6f;
        for (const auto& c : hand) {
            g.card(c, Rect{x, g.height() - w * 1.6f, w, w * Gfx::card_aspect});
            x += w * 1.2f;
        }
    }

  private:
    FiveCrownsStart start_;
};

} // namespace

std::unique_ptr<Scene> make_fivecrowns_table(App& app, FiveCrownsStart start) {
    return std::make_unique<FallbackTable>(app, std::move(start));
}

} // namespace parlor::app
