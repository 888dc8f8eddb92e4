#pragma once
// The one seam between a table's moves and its sounds (docs/app.md, "Sounds"). Each game's
// table says what each of its events sounds like (its sound_of, beside its narration: the
// events it already tells); a move is heard once, by its event that matters most (a card played
// and the trick it takes: the capture; a discard that ends a round and the next deal: the deal).
// GameTable::play hands that sound to the App, which plays it or not (Sound off, no device).
// The rules never know: they give events, the table chooses the sound.

#include "app/core/sound.hpp"

namespace parlor::app::table {

// How much a sound says about a move: the end of the game over everything, the deal over the
// card that brought it, any card taken over a card played. None: nothing.
inline int sound_weight(Sound sound) {
    switch (sound) {
    case Sound::None:
        return 0;
    case Sound::Play:
        return 1;
    case Sound::Draw:
        return 2;
    case Sound::Flip:
        return 3;
    case Sound::Shuffle:
        return 4;
    case Sound::Deal:
        return 5;
    case Sound::Peg:
        return 6;
    case Sound::Capture:
        return 7;
    case Sound::Meld:
        return 8;
    case Sound::Go:
        return 9;
    case Sound::ThirtyOne:
        return 10;
    case Sound::Sweep:
        return 11;
    case Sound::RoundWon:
    case Sound::RoundLost:
        return 12;
    case Sound::Won:
    case Sound::Lost:
        return 13;
    }
    return 0;
}

// The sound of a move of `events`: the weightiest of `of(event)`.
template <class Events, class Of> Sound move_sound(const Events& events, Of of) {
    Sound heard = Sound::None;
    for (const auto& event : events) {
        const Sound s = of(event);
        if (sound_weight(s) > sound_weight(heard)) {
            heard = s;
        }
    }
    return heard;
}

// The end of the game as the player hears it (a shared first place is a win).
inline Sound game_end(bool player_won) {
    return player_won ? Sound::Won : Sound::Lost;
}

// The end of a round as the player hears it (a shared best is a win); the game's end, when the
// round ends it too, is heard over it (sound_weight).
inline Sound round_end(bool player_won) {
    return player_won ? Sound::RoundWon : Sound::RoundLost;
}

} // namespace parlor::app::table
