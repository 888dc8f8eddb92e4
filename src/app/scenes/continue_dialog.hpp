#pragma once
// Continue, when more than one game is unfinished: each with its summary ("Cribbage, deal 6,
// You 87, Computer 92"), the latest played first. Enter or a double-click continues one.

#include "app/core/scene.hpp"
#include "app/core/unfinished_games.hpp"
#include "app/scenes/dialog_layouts.hpp"
#include "app/ui/button_pad.hpp"

#include <string>
#include <vector>

namespace parlor::app {

class ContinueDialog final : public Scene {
  public:
    explicit ContinueDialog(App& app);
    std::string_view name() const override { return "continue"; }
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;

    const ListBox& list() const { return list_; }
    const std::vector<UnfinishedGame>& games() const { return games_; }
    void open(std::size_t row);
    ContinueLayout layout() const;

  private:
    void press(int button);
    ListBox list_;
    std::vector<UnfinishedGame> games_;
    std::vector<PadButton> buttons_{{.label = "Continue", .primary = true}, {.label = "Cancel"}};
    ButtonPad pad_;
    bool on_buttons_ = false;
};

} // namespace parlor::app
