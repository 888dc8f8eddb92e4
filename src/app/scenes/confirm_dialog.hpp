#pragma once
// A question with two answers over the screen below ("Reset the statistics of Cribbage?",
// "Play another round?"). Enter or a click answers; Esc is the second answer, unless the second
// answer loses something (then `esc_only_closes()`: Esc closes the question and nothing happens).
// It pops itself, then calls on_answer(true) for the first answer, false for the second.

#include "app/core/scene.hpp"
#include "app/scenes/dialog_layouts.hpp"
#include "app/ui/button_pad.hpp"

#include <functional>
#include <string>
#include <vector>

namespace parlor::app {

class ConfirmDialog final : public Scene {
  public:
    ConfirmDialog(App& app, std::string title, std::string question, std::string yes,
                  std::string no, std::function<void(bool)> on_answer);
    std::string_view name() const override { return "confirm"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
    void esc_only_closes() { esc_only_closes_ = true; }
    // The second answer is the safe one (keep what the first would destroy): it is gold and
    // has the focus, so Enter alone never destroys anything.
    void prefer_second() {
        buttons_[0].primary = false;
        buttons_[1].primary = true;
        pad_.focus_on(1);
    }
    const std::vector<PadButton>& buttons() const { return buttons_; }
    ConfirmLayout layout(); // not const: wrapping the question measures it

  private:
    void answer(bool yes);
    std::string title_;
    std::string question_;
    std::function<void(bool)> on_answer_;
    std::vector<PadButton> buttons_;
    ButtonPad pad_;
    bool esc_only_closes_ = false;
};

} // namespace parlor::app
