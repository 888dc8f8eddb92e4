#pragma once
// The cribbage board: two tracks of holes, one per player, each running out along one lane
// and back along the next (60 holes each way, in groups of five), from the start holes to the
// game hole at 121. Plain C++ (no SDL): the geometry is computed from the board's box and tested
// without a window; the scene draws holes and pegs where this says.

#include "app/core/geometry.hpp"

#include <array>
#include <vector>

namespace parlor::app::cribbage_table {

struct HolePoint {
    int x = 0;
    int y = 0;
    friend bool operator==(const HolePoint&, const HolePoint&) = default;
};

struct BoardGeometry {
    Rect area; // the whole board
    int hole_radius = 1;
    int peg_radius = 2;
    // holes[track][n]: n = 0 is the start hole, 1..120 the track, 121 the game hole (the same
    // point for both tracks). Track 0 is the human's (nearer the player), 1 the computer's.
    std::array<std::array<HolePoint, 122>, 2> holes{};
    // Where the numbers 5, 10, ... 120 are written beside the lanes (one per group of five),
    // each point the centre of the number, level with the group's fifth hole. Rows top to
    // bottom: numbers 65..120, computer back (61..120), computer out (1..60), numbers 5..60
    // (shared by both ways out, the game hole at its left end), human out, human back, numbers
    // 65..120 again. So 5..60 appear once and 65..120 twice (36 labels), each beside the lanes
    // it counts.
    std::vector<std::pair<int, HolePoint>> labels;

    HolePoint hole(int track, int score) const; // score clamped to 0..121
};

// Lays the board out in `area` (wide and low: four lanes of 60 holes, two per player).
BoardGeometry layout_board(const Rect& area);

// The board of a table of three or four (docs/cribbage.md, "Seats"): a track per player at
// three, per partnership at four, each out along one lane (1..60) and back along the next
// (61..120), the start hole left of the way out and the game hole left of the pair. Track 0 is
// the player's (or the player's partnership's), at the foot of the board.
struct LaneBoard {
    Rect area;
    int hole_radius = 1;
    int peg_radius = 2;
    std::vector<std::array<HolePoint, 122>> holes; // holes[track][score], as BoardGeometry's

    HolePoint hole(int track, int score) const; // both clamped
};
LaneBoard layout_lanes(const Rect& area, int tracks);

// A player's two pegs: the front one on the score, the back one on the score before the last
// points. The front peg is shown moving hole by hole towards its place.
struct PegPair {
    int front = 0;
    int back = 0;
    double shown = 0; // where the front peg is drawn now (moves towards `front`)

    // Points scored: the back peg leaps past the front one to the new score, which is capped
    // at `last`, the game's target (121, or 61: the first hole of the way back). The pegs that
    // move are swapped so that `front` is always the score.
    void add(int points, int last = 121);
    // Places both pegs without a move (a loaded game: the back peg on the score too).
    void set(int score);
    // Moves the shown peg `seconds` further at `holes_per_second`; true while it still moves.
    bool advance(double seconds, double holes_per_second);
    bool moving() const { return shown != static_cast<double>(front); }
    void settle() { shown = front; }
};

} // namespace parlor::app::cribbage_table
