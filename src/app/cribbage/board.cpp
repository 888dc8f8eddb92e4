// The board's geometry. Seven rows, top to bottom:
//   0  numbers 65..120 (beside the computer's way back)
//   1  the computer's way back (holes 61..120, right to left)
//   2  the computer's way out  (holes 1..60, left to right)
//   3  numbers 5..60, shared by both ways out; the game hole 121 at its left end
//   4  the human's way out     (holes 1..60, left to right)
//   5  the human's way back    (holes 61..120, right to left)
//   6  numbers 65..120 again (beside the human's way back)
// Both ways out run along the middle, so each player's track is mirrored about row 3 and the
// human's lies nearer the player. The 60 columns come in twelve groups of five with one empty
// pitch between groups; left of column 0 are the start holes (on the ways out) and, further
// left, the game hole.

#include "app/cribbage/board.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::cribbage_table {

namespace {

constexpr int holes_per_lane = 60;
constexpr int group = 5;
constexpr int groups = holes_per_lane / group;
constexpr int game_hole = 121;

// Horizontal positions in pitches (the distance between two holes of a group), from column 0.
constexpr double margin = 1.5;       // to the box's edges, room for a peg
constexpr double start_offset = 2.5; // the start hole, a little apart from hole 1
constexpr double game_offset = 4.5;  // the game hole, apart from the start holes
constexpr double lane_pitches = holes_per_lane - 1 + (groups - 1); // one extra pitch per gap
constexpr double width_pitches = margin + game_offset + lane_pitches + margin;

constexpr int rows = 7;
constexpr double max_row_per_pitch = 2.5; // rows no further apart than this many pitches

int column_of(int hole) { // holes 1..60 out, 61..120 back
    return hole <= holes_per_lane ? hole - 1 : 2 * holes_per_lane - hole;
}

int round_to_int(double v) {
    return static_cast<int>(std::lround(v));
}

} // namespace

HolePoint BoardGeometry::hole(int track, int score) const {
    const auto t = static_cast<std::size_t>(std::clamp(track, 0, 1));
    return holes[t][static_cast<std::size_t>(std::clamp(score, 0, game_hole))];
}

BoardGeometry layout_board(const Rect& area) {
    BoardGeometry board;
    board.area = area;
    const double pitch = std::max(0.0, area.w / width_pitches);
    const double row =
        std::min(std::max(0.0f, area.h) / static_cast<double>(rows), pitch * max_row_per_pitch);
    // The rows centred vertically when the box is taller than they need.
    const double top = area.y + (area.h - row * rows) / 2.0;
    auto row_y = [&](int r) { return round_to_int(top + (r + 0.5) * row); };
    const double first_x = area.x + (margin + game_offset) * pitch;
    auto column_x = [&](int c) { return round_to_int(first_x + (c + c / group) * pitch); };

    // Holes are small against both distances between neighbours; pegs larger, yet narrower
    // than a pitch so a peg sits in its hole without covering the next.
    const double closest = std::min(pitch, row);
    board.hole_radius = std::max(1, round_to_int(closest * 0.2));
    board.peg_radius = std::max(board.hole_radius + 1, round_to_int(closest * 0.38));

    struct Lanes {
        int out;
        int back;
    };
    const std::array<Lanes, 2> lanes{{{4, 5}, {2, 1}}}; // track 0 the human's, 1 the computer's
    const HolePoint game{round_to_int(area.x + margin * pitch), row_y(3)};
    for (std::size_t t = 0; t < 2; ++t) {
        auto& track = board.holes[t];
        track[0] = {round_to_int(first_x - start_offset * pitch), row_y(lanes[t].out)};
        for (int n = 1; n <= 2 * holes_per_lane; ++n) {
            const int lane = n <= holes_per_lane ? lanes[t].out : lanes[t].back;
            track[static_cast<std::size_t>(n)] = {column_x(column_of(n)), row_y(lane)};
        }
        track[game_hole] = game;
    }

    for (int n = group; n <= 2 * holes_per_lane; n += group) {
        const int x = column_x(column_of(n));
        if (n <= holes_per_lane) {
            board.labels.emplace_back(n, HolePoint{x, row_y(3)});
        } else {
            board.labels.emplace_back(n, HolePoint{x, row_y(0)});
            board.labels.emplace_back(n, HolePoint{x, row_y(6)});
        }
    }
    return board;
}

void PegPair::add(int points, int last) {
    if (points <= 0) {
        return; // nothing scored: the pegs stay (a leap of nothing would lose the back peg)
    }
    back = front;
    front = std::min(std::min(game_hole, last), front + points);
}

void PegPair::set(int score) {
    front = back = std::clamp(score, 0, game_hole);
    shown = front;
}

bool PegPair::advance(double seconds, double holes_per_second) {
    const auto target = static_cast<double>(front);
    if (holes_per_second <= 0) {
        shown = target; // no speed to move at: the peg is simply there
        return false;
    }
    const double step = std::max(0.0, seconds) * holes_per_second;
    shown = shown < target ? std::min(target, shown + step) : std::max(target, shown - step);
    return moving();
}

HolePoint LaneBoard::hole(int track, int score) const {
    if (holes.empty()) {
        return {};
    }
    const auto t =
        static_cast<std::size_t>(std::clamp(track, 0, static_cast<int>(holes.size()) - 1));
    return holes[t][static_cast<std::size_t>(std::clamp(score, 0, game_hole))];
}

LaneBoard layout_lanes(const Rect& area, int tracks) {
    LaneBoard board;
    board.area = area;
    tracks = std::max(1, tracks);
    const int lane_rows = 2 * tracks;
    const double pitch = std::max(0.0, area.w / width_pitches);
    const double row = std::min(std::max(0.0f, area.h) / static_cast<double>(lane_rows),
                                pitch * max_row_per_pitch);
    const double top = area.y + (area.h - row * lane_rows) / 2.0;
    auto row_y = [&](int r) { return round_to_int(top + (r + 0.5) * row); };
    const double first_x = area.x + (margin + game_offset) * pitch;
    auto column_x = [&](int c) { return round_to_int(first_x + (c + c / group) * pitch); };
    const double closest = std::min(pitch, row);
    board.hole_radius = std::max(1, round_to_int(closest * 0.2));
    board.peg_radius = std::max(board.hole_radius + 1, round_to_int(closest * 0.38));
    board.holes.resize(static_cast<std::size_t>(tracks));
    for (int t = 0; t < tracks; ++t) {
        // Track 0 at the foot: the player's lanes nearest the player.
        const int out = lane_rows - 1 - 2 * t;
        const int back = out - 1;
        auto& track = board.holes[static_cast<std::size_t>(t)];
        track[0] = {round_to_int(first_x - start_offset * pitch), row_y(out)};
        for (int n = 1; n <= 2 * holes_per_lane; ++n) {
            track[static_cast<std::size_t>(n)] = {column_x(column_of(n)),
                                                  row_y(n <= holes_per_lane ? out : back)};
        }
        track[game_hole] = {round_to_int(area.x + margin * pitch),
                            round_to_int(top + (back + 1.0) * row)};
    }
    return board;
}

} // namespace parlor::app::cribbage_table
