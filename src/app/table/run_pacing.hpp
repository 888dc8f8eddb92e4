#pragma once
// How a big table (Cruno up to ten, Five Crowns up to seven) paces a run of computer turns, one
// computer after another: the first after the player waits as long as ever (the player's own
// card lands and is seen), the ones after it go quickly, each place's recap saying what went by.

namespace parlor::app::table {

// About a third of a second a move at Normal speed: a short pause, then a quicker flight. Ten
// players of Cruno took 9.5-12.5 s from one of the player's turns to the next (issue 43).
inline constexpr double run_pause = 0.08;
inline constexpr double run_flight = 0.2;

// The pause before a computer's move: `first` (the table's own) when the player moved last
// (`last_mover` 0) or nobody has yet (-1), else the run's.
inline double run_pause_after(int last_mover, double first) {
    return last_mover > 0 ? run_pause : first;
}

} // namespace parlor::app::table
