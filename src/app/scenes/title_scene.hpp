#pragma once
// The title: New game, Continue (the autosave), Load game, Settings, Rules, Statistics, Quit. Shows
// the app's notice line (a load error, "Saved to ...") under the menu. Where things go is
// layout_title, a plain function of the window's size; render() only paints.

#include "app/core/scene.hpp"
#include "app/scenes/title_layout.hpp"
#include "app/ui/button_pad.hpp"

#include <string>
#include <vector>

namespace parlor::app {

class TitleScene final : public Scene {
  public:
    explicit TitleScene(App& app);
    std::string_view name() const override { return "title"; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void on_resume() override;
    void render(Gfx& g) override;

    enum Item { NewGame, Continue, Load, Settings, Rules, Stats, Quit };
    void choose(int item);
    const std::string& message() const { return message_; }
    bool message_is_error() const { return message_is_error_; }
    const std::vector<PadButton>& buttons() const { return buttons_; }
    // Where everything goes in the window as it is now (title_layout.hpp).
    TitleLayout layout() const;

  private:
    void refresh();
    std::vector<PadButton> buttons_;
    ButtonPad pad_;
    std::string message_;
    bool message_is_error_ = false;
    std::string autosave_summary_; // shown while Continue has the focus
};

} // namespace parlor::app
