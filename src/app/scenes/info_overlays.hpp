#pragma once
// Read-only overlays: the rules of a game (scrollable) and the keyboard shortcuts (F1 or ?).

#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"

#include <string>
#include <vector>

namespace parlor::app {

// The rules of one game; Left/Right turn to the other games' rules.
class RulesOverlay final : public Scene {
  public:
    RulesOverlay(App& app, std::string game_id);
    std::string_view name() const override { return "rules"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
    int scroll() const { return scroll_; }
    const std::string& title() const { return title_; }

  private:
    void show_game(const struct TableEntry& game);
    std::string game_; // the id of the game shown
    std::string title_;
    std::string text_;
    int scroll_ = 0;     // pixels
    int max_scroll_ = 0; // from the last layout
    float page_ = 0;
};

// The keys everywhere, and at the table of one game (the one being played, else the first);
// Left/Right turn to the other games' keys.
class ShortcutsOverlay final : public Scene {
  public:
    explicit ShortcutsOverlay(App& app, std::string game_id = {});
    std::string_view name() const override { return "shortcuts"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
    const std::string& game() const { return game_; }
    // Whether the last frame's list ran into the footer or a key chip was narrower than its keys.
    bool overflowed() const { return overflowed_; }

  private:
    std::string game_;
    bool overflowed_ = false;
};

} // namespace parlor::app
