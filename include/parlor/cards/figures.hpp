#pragma once
// Figures as a player reads them: points with one decimal, a chance to win as a whole percentage
// only while the game is open (1% to 99%), otherwise as good as won or lost. Every game's words
// format their numbers here so that no internal value (a bonus, a raw 0.004) reaches a player.

#include <string>

namespace parlor::cards {

// "12.6", "-3.0" (one decimal; -0.0 reads "0.0").
std::string points_text(double points);

// "+1.4", "-0.3", "0.0": a difference or a net.
std::string signed_points_text(double points);

// Where a chance to win stands for a player.
enum class ChanceBand { AsGoodAsLost, Open, AsGoodAsWon };
ChanceBand chance_band(double chance); // below 1%, 1% to 99%, above 99%

// "62%": the chance rounded to a whole percent, kept within 1%..99% (only for an Open chance).
std::string percent_text(double chance);

// "1 card", "3 cards".
std::string count_text(int count, const std::string& singular, const std::string& plural);

} // namespace parlor::cards
