#pragma once
// Settings: fullscreen and animations, then one game's settings — the difficulty and the
// game's own options, as its table declares them (Left/Right on the game row turns to another
// game; opened over a table it starts on that table's game) — then sound, its volume, speech and
// drawing (the renderer, chosen at start-up). Every change is written to settings.json and
// applies at once, except the renderer.

#include "app/core/scene.hpp"
#include "app/scenes/dialog_layouts.hpp"
#include "app/ui/button_pad.hpp"

#include <string>
#include <vector>

namespace parlor::app {

class SettingsScene final : public Scene {
  public:
    // Opens on `game_id`'s settings (empty: the game last played).
    explicit SettingsScene(App& app, std::string_view game_id = {});
    std::string_view name() const override { return "settings"; }
    // While the speech service is being reached: the Speech row changes when it answers or not.
    bool ticking() const override;
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;

    // The rows, top down, each labelled with its setting's current value.
    std::vector<PadButton> rows() const;
    // The row the keys are on (an index of rows()).
    int focused() const { return pad_.focused(); }
    const std::string& game() const { return game_; }
    SettingsLayout layout() const;

  private:
    int row_count() const;
    void toggle(int index, int direction);
    std::string note(int index) const;
    ButtonPad pad_;
    std::string game_; // whose settings are shown
};

} // namespace parlor::app
