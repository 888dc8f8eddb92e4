#pragma once
// Esc on a table: Resume, Save, Help, Settings, Rules, Quit to title.

#include "app/core/scene.hpp"
#include "app/scenes/dialog_layouts.hpp"
#include "app/scenes/game_hooks.hpp"
#include "app/ui/button_pad.hpp"

#include <vector>

namespace parlor::app {

class PauseOverlay final : public Scene {
  public:
    PauseOverlay(App& app, GameHooks hooks);
    std::string_view name() const override { return "pause"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_key(char key) override;
    void on_mouse(const MouseEvent& e) override;
    void on_resume() override;
    void render(Gfx& g) override;

    const std::vector<PadButton>& buttons() const { return buttons_; }
    PauseLayout layout() const;

  private:
    void choose(int index);
    GameHooks hooks_;
    std::vector<PadButton> buttons_;
    ButtonPad pad_;
};

} // namespace parlor::app
