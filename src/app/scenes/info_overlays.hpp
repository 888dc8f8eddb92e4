#pragma once
// Read-only overlays: the rules of a game (scrollable) and the keyboard shortcuts (F1 or ?).

#include "app/core/scene.hpp"
#include "app/ui/widgets.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace parlor::app {

// A page of paragraphs over the screen, scrolled by keys and the wheel: the rules of a game, the
// review of a game. Paragraphs are separated by blank lines; the first line of each is its
// heading. Esc, Enter or a right click closes it.
class ReadingOverlay : public Scene {
  public:
    bool is_overlay() const override { return true; }
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void render(Gfx& g) override;
    int scroll() const { return scroll_; }
    const std::string& title() const { return title_; }
    const std::string& text() const { return text_; }

    // Where the page lies at the window's size: the panel, the scrolled view, the footer's line
    // and how tall the text is (measured in the theme's font; not const, as measures are kept).
    struct Page {
        Rect panel;
        Rect view;
        float footer_y = 0;
        float content_h = 0;
        std::vector<float> block_tops; // each paragraph's top, from the text's top
        std::vector<float> block_heights;
        int max_scroll() const { return std::max(0, static_cast<int>(content_h - view.h)); }
    };
    Page page();
    // The paragraph chosen with Tab (its index), or -1.
    int chosen() const { return chosen_; }

  protected:
    explicit ReadingOverlay(App& app) : Scene(app) {}
    // A new page, scrolled to its top.
    void show(std::string title, std::string text);
    // Left or Right (-1, +1): another page (the rules of the next game); nothing by default.
    virtual void turn(int /*direction*/) {}
    // The footer's line: the keys.
    virtual std::string footer() const = 0;
    // Paragraphs from this one on may be chosen (Tab, Shift+Tab, a click) and opened (Enter, a
    // click): -1, none.
    virtual int first_choosable() const { return -1; }
    virtual void open_chosen(int /*paragraph*/) {}

  private:
    void scroll_by(int pixels);
    void choose(int paragraph);
    struct Block {
        std::string head;
        std::string rest;
    };
    std::vector<Block> blocks() const;
    std::string title_;
    std::string text_;
    int scroll_ = 0; // pixels, as the player left it
    int chosen_ = -1;
};

// The rules of one game; Left/Right turn to the other games' rules.
class RulesOverlay final : public ReadingOverlay {
  public:
    RulesOverlay(App& app, std::string game_id);
    std::string_view name() const override { return "rules"; }

  private:
    void show_game(const struct TableEntry& game);
    void turn(int direction) override;
    std::string footer() const override;
    std::string game_; // the id of the game shown
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

    // How the keys lie at the window's size: the text's size (smaller where a game has many keys
    // and the window is small) and whether the list still runs into the footer or a key chip is
    // narrower than its keys (measured in the theme's font; not const, as measures are kept).
    struct Page {
        Rect panel;
        Rect body;
        float column_w = 0;
        float key_w = 0; // a key chip and its gap
        float text_size = 0;
        float room = 0; // the columns' height above the footer
        bool overflowed = false;
    };
    Page page();

  private:
    std::string game_;
};

} // namespace parlor::app
