#pragma once
// The title: New game, Continue (the autosave), Load game, Settings, Rules, Statistics, Quit. Shows
// the app's notice line (a load error, "Saved to ...") under the menu.

#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"

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
    const ButtonGroup& menu() const { return menu_; }
    // Where the last frame kept room for the notice (two lines, under the menu), and the top of
    // the key hints below it.
    const Rect& notice_area() const { return notice_area_; }
    float footer_top() const { return footer_top_; }

  private:
    void refresh();
    ButtonGroup menu_;
    std::string message_;
    bool message_is_error_ = false;
    std::string autosave_summary_; // shown while Continue has the focus
    Rect notice_area_{};
    float footer_top_ = 0;
};

} // namespace parlor::app
