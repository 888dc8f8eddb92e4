#pragma once
// Settings: fullscreen, animations, auto-continue, hide the computer's hand, hide the draw
// pile, difficulty, drawing (the renderer). Every change is written to settings.json and applies
// at once, except the renderer, which is chosen at start-up.

#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"

namespace parlor::app {

class SettingsScene final : public Scene {
  public:
    explicit SettingsScene(App& app);
    std::string_view name() const override { return "settings"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;

    const ButtonGroup& rows() const { return rows_; }

  private:
    void refresh_labels();
    void toggle(int index, int direction);
    ButtonGroup rows_;
};

} // namespace parlor::app
