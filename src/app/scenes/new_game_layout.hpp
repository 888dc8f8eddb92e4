#pragma once
// Where New game's parts go in a window of a given size: a plain function of the size and the
// step's shape. Painting and the mouse use the same rectangles, and a test holds them to every
// size (nothing outside the window, nothing overlapping). No SDL, no fonts: line heights are
// the theme's.

#include "app/core/geometry.hpp"

#include <vector>

namespace parlor::app {

// How a step sets out its buttons.
enum class Arrangement {
    Column, // one under another, a note under them (the game, the difficulty)
    Counts, // a row of counts with a note under it, Back at the bottom (the players)
    Grid,   // toggles in one column or two, Continue and Back at the bottom (the seats, the rules)
    Field,  // a text box with a line under it, Continue and Back at the bottom (the name)
    Coin,   // the coin, the calls at the bottom (the toss)
    Landed, // the coin as it fell, what it decided, one button (after the toss)
};

struct NewGameLayout {
    Rect panel;              // the dialog
    Rect body;               // inside it, under the heading
    std::vector<Point> dots; // each step's mark; its name goes under it
    float names_y = 0;       // the top of the steps' names
    float prompt_y = 0;      // the top of the question (centred on the body)
    std::vector<Rect> buttons;
    Rect note;    // what the focused button means, or (Field, Landed) the line under the box
    Rect field;   // Field: the text box
    Point coin{}; // Coin, Landed: the coin's centre
    float coin_r = 0;
    Rect toss_line; // Landed: who plays first
};

// `buttons` counts every button of the step, Continue and Back included; `steps` the dots.
NewGameLayout layout_new_game(int width, int height, Arrangement arrangement, int buttons,
                              int steps);

} // namespace parlor::app
