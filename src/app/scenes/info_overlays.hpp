#pragma once
// Read-only overlays: the rules of a game (scrollable) and the keyboard shortcuts (F1 or ?).

#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"

#include <string>
#include <vector>

namespace parlor::app {

class RulesOverlay final : public Scene {
  public:
    RulesOverlay(App& app, std::string game_id);
    std::string_view name() const override { return "rules"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
    int scroll() const { return scroll_; }

  private:
    std::string title_;
    std::string text_;
    int scroll_ = 0;     // pixels
    int max_scroll_ = 0; // from the last layout
    float page_ = 0;
};

class ShortcutsOverlay final : public Scene {
  public:
    explicit ShortcutsOverlay(App& app);
    std::string_view name() const override { return "shortcuts"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
};

} // namespace parlor::app
