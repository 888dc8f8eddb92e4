#pragma once
// Load game: the saved files of the data folder, newest first, with game, round and scores,
// and a field for any path. A file the reader rejects returns to the title with its error.

#include "app/core/scene.hpp"
#include "app/scenes/dialog_layouts.hpp"
#include "app/ui/button_pad.hpp"

#include <string>
#include <vector>

namespace parlor::app {

// Closes the dialog on top and opens the file's table in its place; a file that does not load
// leaves its one-line error on the title instead.
void open_in_place_of_dialog(App& app, const std::string& path);

class LoadDialog final : public Scene {
  public:
    explicit LoadDialog(App& app);
    std::string_view name() const override { return "load"; }
    bool is_overlay() const override { return true; }
    bool wants_text_input() const override { return focus_ == Focus::Path; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void on_text(std::string_view utf8) override;
    void render(Gfx& g) override;

    // Opens a file: the table on success, else back to the title with the error. A file of a
    // game with an unfinished game asks first (unfinished_question.hpp).
    void open(const std::string& path);
    std::size_t file_count() const { return paths_.size(); }
    const ListBox& list() const { return list_; }
    const std::vector<std::string>& paths() const { return paths_; }
    LoadLayout layout() const;

  private:
    enum class Focus { List, Path, Buttons };
    void scan();
    void cycle_focus(int delta);
    void press(int button, bool from_keys);
    Focus focus_ = Focus::List;
    ListBox list_;
    std::vector<std::string> paths_;
    TextField path_field_;
    std::vector<PadButton> buttons_{{.label = "Open", .primary = true}, {.label = "Cancel"}};
    ButtonPad pad_;
};

} // namespace parlor::app
