#pragma once
// Save: asks for a name (a sensible default typed in) and writes <data dir>/<name>.txt through
// hooks.save; then either play goes on at the table ("Save", the table's log says where) or the
// program returns to the title with "Saved to ..." (the "Save and quit" of docs/app.md). A failed
// write shows the error and keeps the dialog open; nothing is lost.

#include "app/core/scene.hpp"
#include "app/scenes/dialog_layouts.hpp"
#include "app/scenes/game_hooks.hpp"
#include "app/ui/button_pad.hpp"

#include <vector>

namespace parlor::app {

class SaveDialog final : public Scene {
  public:
    SaveDialog(App& app, GameHooks hooks);
    std::string_view name() const override { return "save"; }
    bool is_overlay() const override { return true; }
    bool wants_text_input() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void on_text(std::string_view utf8) override;
    void render(Gfx& g) override;

    // The path the current name would be saved to.
    std::string target_path() const;

    // The buttons, left to right.
    enum Choice { Save, SaveAndQuit, Cancel };
    const std::vector<PadButton>& buttons() const { return buttons_; }
    SaveLayout layout() const;

  private:
    void save(bool then_quit);
    // The save itself, once the name is settled.
    void write(const std::string& path, bool then_quit);
    void press(int button);
    GameHooks hooks_;
    TextField field_;
    std::vector<PadButton> buttons_{
        {.label = "Save", .primary = true}, {.label = "Save and quit"}, {.label = "Cancel"}};
    ButtonPad pad_;
    std::string error_;
};

} // namespace parlor::app
