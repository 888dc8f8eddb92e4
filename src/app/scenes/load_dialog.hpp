#pragma once
// Load game: a file browser. It opens on the data folder (newest saves first) and shows the
// folder above, the sub-folders and the files the games read (folder_listing.hpp: each
// recognised by its game's reader, an unloadable one with its `FILE:LINE: problem`), a preview
// of the chosen file (game, round, scores, or the error), and a field for any path. Enter or a
// double click opens a folder or a file; Backspace goes up; D, or Data folder, goes back to the
// data folder. A save the reader rejects returns to the title with its error; a game record opens
// to be watched.

#include "app/core/scene.hpp"
#include "app/scenes/dialog_layouts.hpp"
#include "app/scenes/folder_listing.hpp"
#include "app/ui/button_pad.hpp"

#include <string>
#include <vector>

namespace parlor::app {

// Closes the dialog on top and opens the file's table in its place; a file that does not load
// leaves its one-line error on the title instead.
void open_in_place_of_dialog(App& app, const std::string& path);

// A line of the preview panel and how it is painted.
struct PreviewLine {
    enum class Look { Heading, Plain, Soft, Error };
    std::string text;
    Look look = Look::Plain;
};

class LoadDialog final : public Scene {
  public:
    explicit LoadDialog(App& app);
    std::string_view name() const override { return "load"; }
    bool is_overlay() const override { return true; }
    bool wants_text_input() const override { return focus_ == Focus::Path; }
    void on_action(UiAction action) override;
    void on_key(char key) override;
    void on_mouse(const MouseEvent& e) override;
    void on_text(std::string_view utf8) override;
    void render(Gfx& g) override;

    // Opens a save file: the table on success, else back to the title with the error. A file of
    // a game with an unfinished game asks first (unfinished_question.hpp).
    void open(const std::string& path);
    // Shows another folder (its listing read now), the selection on its newest file.
    void browse(const std::string& folder);
    void go_up();
    const std::string& folder() const { return listing_.folder; }
    const FolderListing& listing() const { return listing_; }

    // The files listed (not the folders), in the list's order, and their rows.
    std::size_t file_count() const { return paths_.size(); }
    const std::vector<std::string>& paths() const { return paths_; }
    const ListBox::Row& file_row(std::size_t i) const;
    const ListBox& list() const { return list_; }
    // The entry selected (nullptr in an empty folder at the root) and what the preview says.
    const FolderEntry* chosen() const;
    std::vector<PreviewLine> preview() const;
    LoadLayout layout() const;

  private:
    enum class Focus { List, Path, Buttons };
    void cycle_focus(int delta);
    void press(int button, bool from_keys);
    // Enter or a double click on a row: into a folder, up, or the file opened.
    void activate(std::size_t row);
    void open_typed();
    std::size_t first_file_row() const;
    Focus focus_ = Focus::List;
    FolderListing listing_;
    ListBox list_;
    std::vector<std::string> paths_;
    TextField path_field_;
    std::vector<PadButton> buttons_{
        {.label = "Data folder"}, {.label = "Open", .primary = true}, {.label = "Cancel"}};
    ButtonPad pad_;
};

} // namespace parlor::app
