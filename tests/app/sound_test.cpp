// The tables' sounds through SDL's audio (docs/app.md, "Sounds"): heard in a recording of SDL's
// disk audio driver when sound is on, absent when it is off or muted with M, and no device at
// all leaves the game playing. The disk driver writes in real time; SDL_DISKAUDIODELAY=1 makes
// each buffer of about 23 ms take 1 ms, so these tests take a fraction of a second each.

#include "app_fixture.hpp"

#include "app/casino/narration.hpp"
#include "app/cribbage/narration.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/narration.hpp"
#include "app/pinochle/narration.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/settings_scene.hpp"
#include "app/table/table_sounds.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

namespace sound_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace cn = parlor::cruno;
namespace cr = parlor::cribbage;

// SDL_AUDIODRIVER and the disk driver's file for one test; the tests' dummy driver after it.
struct AudioDriver {
    explicit AudioDriver(const char* driver, const std::string& file = {}) {
        setenv("SDL_AUDIODRIVER", driver, 1);
        setenv("SDL_DISKAUDIOFILE", file.c_str(), 1);
        setenv("SDL_DISKAUDIODELAY", "1", 1);
    }
    ~AudioDriver() {
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        unsetenv("SDL_DISKAUDIOFILE");
        unsetenv("SDL_DISKAUDIODELAY");
    }
    AudioDriver(const AudioDriver&) = delete;
    AudioDriver& operator=(const AudioDriver&) = delete;
};

// The player's first legal move `moves` times at a new game of Cruno (each a card played or
// drawn: each heard), the computer answering in between.
void play_cruno(AppFixture& f, int moves) {
    f.start_new("cruno", "expert", 7);
    for (int played = 0; played < moves && f.top() == "table"; ++played) {
        auto* table = f.top_as<cruno_table::TableScene>();
        REQUIRE(table != nullptr);
        REQUIRE(f.run_until([&] { return table->player_to_act() || f.top() != "table"; }));
        if (f.top() == "table") {
            table->play_for_tests(cn::Game::legal_actions(table->state()).front());
            f.app->step();
        }
    }
}

// The disk driver's recording, 16-bit samples, once the App (and its device) is closed.
std::vector<std::int16_t> recording(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::int16_t> samples(bytes.size() / 2);
    std::memcpy(samples.data(), bytes.data(), samples.size() * 2);
    return samples;
}

std::size_t loud_samples(const std::vector<std::int16_t>& samples) {
    return static_cast<std::size_t>(
        std::count_if(samples.begin(), samples.end(), [](std::int16_t s) { return s != 0; }));
}

// The device's thread has mixed every sound started (none lasts a second: about 45 ms here).
void let_it_sound() {
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
}

TEST_CASE("a game is heard through the disk audio driver while sound is on") {
    TempDir out;
    const AudioDriver driver("disk", out.file("audio.raw"));
    AppFixture f;
    REQUIRE(f.app->sound_board().open());
    CHECK(f.app->sound_board().prepared() == sound_count - 1); // every sound but None
    CHECK(f.app->settings().sound);
    CHECK(f.app->settings().sound_volume == 70);
    play_cruno(f, 3);
    let_it_sound();
    f.app.reset();
    const std::vector<std::int16_t> samples = recording(out.file("audio.raw"));
    REQUIRE(samples.size() > 44100); // a second of stereo at least
    CHECK(loud_samples(samples) > 1000);
}

TEST_CASE("sound off in the settings: the recording is silence") {
    TempDir out;
    const AudioDriver driver("disk", out.file("audio.raw"));
    AppFixture f;
    f.app->settings().sound = false;
    play_cruno(f, 3);
    let_it_sound();
    f.app.reset();
    const std::vector<std::int16_t> samples = recording(out.file("audio.raw"));
    REQUIRE(samples.size() > 44100);
    CHECK(loud_samples(samples) == 0);
}

TEST_CASE("M at a table mutes and unmutes, says so and keeps it in the settings") {
    TempDir out;
    const AudioDriver driver("disk", out.file("audio.raw"));
    AppFixture f;
    f.start_new("cruno", "expert", 7);
    auto* table = f.top_as<cruno_table::TableScene>();
    REQUIRE(table != nullptr);
    f.key(SDLK_m);
    CHECK_FALSE(f.app->settings().sound);
    CHECK(table->log().entries().back().text == "Sound off");
    CHECK_FALSE(load_settings(f.app->settings_path()).sound);
    play_cruno(f, 3); // a new game on the same App: still muted
    let_it_sound();
    f.key(SDLK_m);
    CHECK(f.app->settings().sound);
    CHECK(f.top_as<cruno_table::TableScene>()->log().entries().back().text == "Sound on");
    CHECK(load_settings(f.app->settings_path()).sound);
    f.app.reset();
    CHECK(loud_samples(recording(out.file("audio.raw"))) == 0);
}

TEST_CASE("an audio driver that cannot open: silent, no word of it, and the table plays") {
    const AudioDriver driver("nonexistent");
    AppFixture f;
    CHECK_FALSE(f.app->sound_board().open());
    CHECK(f.app->notice().text.empty());
    play_cruno(f, 3);
    auto* table = f.top_as<cruno_table::TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->record_lines().size() > 3); // the moves were played and recorded
    f.app->play_sound(Sound::Won);           // nothing to play it on: nothing happens
}

TEST_CASE("a move is heard by its weightiest event; Cribbage's 31 and go, the end of a game") {
    using table::move_sound;
    const auto same = [](Sound s) { return s; };
    CHECK(move_sound(std::vector<Sound>{}, same) == Sound::None);
    CHECK(move_sound(std::vector{Sound::Play, Sound::Capture, Sound::Draw}, same) ==
          Sound::Capture);
    CHECK(move_sound(std::vector{Sound::Play, Sound::Deal}, same) == Sound::Deal);
    CHECK(move_sound(std::vector{Sound::Meld, Sound::Lost}, same) == Sound::Lost);

    using cribbage_table::event_sound;
    const cr::Card five = cr::Card::of(5, parlor::cards::Suit::Hearts);
    CHECK(event_sound(cr::PlayedEvent{cr::Seat::Human, five, 20, {}, 0}) == Sound::Play);
    CHECK(event_sound(cr::PlayedEvent{
              cr::Seat::Human, five, 15, {cr::ScoreItem{cr::ScoreKind::Fifteen, 2, {}}}, 2}) ==
          Sound::Peg);
    CHECK(event_sound(cr::PlayedEvent{
              cr::Seat::Human, five, 31, {cr::ScoreItem{cr::ScoreKind::ThirtyOne, 2, {}}}, 2}) ==
          Sound::ThirtyOne);
    CHECK(event_sound(cr::GoEvent{cr::Seat::Computer}) == Sound::Go);
    CHECK(event_sound(cr::GameOverEvent{cr::Seat::Human, {121, 90}, {}}) == Sound::Won);
    CHECK(event_sound(cr::GameOverEvent{cr::Seat::Computer, {90, 121}, {}}) == Sound::Lost);
}

TEST_CASE("a round won or lost is heard at its end, the game's end over it") {
    namespace fc = parlor::fivecrowns;
    namespace pn = parlor::pinochle;
    namespace ca = parlor::casino;
    // Five Crowns: the fewest points wins the round, a share of them too, at any table size.
    const auto fc_round = [](std::vector<int> points) {
        fc::RoundResult r;
        r.points = std::move(points);
        r.arrangements.resize(r.points.size());
        return fivecrowns_table::event_sound(fc::RoundScoredEvent{r});
    };
    CHECK(fc_round({0, 12}) == Sound::RoundWon);
    CHECK(fc_round({12, 0}) == Sound::RoundLost);
    CHECK(fc_round({5, 5, 9}) == Sound::RoundWon);
    CHECK(fc_round({5, 9, 3, 7}) == Sound::RoundLost);
    // Pinochle: the round's score (melds and captures).
    pn::RoundResult pr;
    pr.round_scores = {40, 25};
    CHECK(pinochle_table::event_sound(pn::RoundOverEvent{pr}) == Sound::RoundWon);
    pr.round_scores = {25, 40};
    CHECK(pinochle_table::event_sound(pn::RoundOverEvent{pr}) == Sound::RoundLost);
    // Casino: the round's points.
    ca::RoundScore cs;
    cs.players[0].total = 7;
    cs.players[1].total = 4;
    CHECK(casino_table::event_sound(ca::RoundScoredEvent{1, cs, {7, 4}}) == Sound::RoundWon);
    std::swap(cs.players[0], cs.players[1]);
    CHECK(casino_table::event_sound(ca::RoundScoredEvent{1, cs, {4, 7}}) == Sound::RoundLost);
    // The last round ends the game: the game's end is what is heard.
    CHECK(table::move_sound(std::vector{Sound::RoundWon, Sound::Lost, Sound::Deal},
                            [](Sound s) { return s; }) == Sound::Lost);
    CHECK(table::move_sound(std::vector{Sound::Play, Sound::RoundLost, Sound::Deal},
                            [](Sound s) { return s; }) == Sound::RoundLost);

    // Both are prepared from assets/sounds and heard through the disk driver.
    for (const Sound sound : {Sound::RoundWon, Sound::RoundLost}) {
        TempDir out;
        const AudioDriver driver("disk", out.file("audio.raw"));
        AppFixture f;
        REQUIRE(f.app->sound_board().open());
        CHECK(f.app->sound_board().prepared() == sound_count - 1);
        f.app->play_sound(sound);
        let_it_sound();
        f.app.reset();
        CHECK(loud_samples(recording(out.file("audio.raw"))) > 1000);
    }
}

TEST_CASE("settings: sound and volume, kept, shown and turned; old files keep the defaults") {
    // A settings file from before sound: on at 70%.
    const Settings old = settings_from_json(R"({"fullscreen": false, "animations": true})");
    CHECK(old.sound);
    CHECK(old.sound_volume == 70);
    Settings s;
    s.sound = false;
    s.sound_volume = 40;
    CHECK(settings_from_json(settings_to_json(s)) == s);
    std::string error;
    const Settings loud = settings_from_json(R"({"sound": "yes", "sound_volume": 150})", &error);
    CHECK(loud.sound);
    CHECK(loud.sound_volume == 70);
    CHECK(error.find("\"sound\" (\"yes\", not true or false)") != std::string::npos);
    CHECK(error.find("\"sound_volume\" (\"150\", not 0 to 100)") != std::string::npos);
    error.clear();
    CHECK(settings_from_json(R"({"sound_volume": 1e300})", &error).sound_volume == 70);
    CHECK(error.find("sound_volume") != std::string::npos);

    AppFixture f;
    f.app->push(std::make_unique<SettingsScene>(*f.app));
    f.app->step();
    auto* settings = f.top_as<SettingsScene>();
    REQUIRE(settings != nullptr);
    const auto rows = [&] { return settings->rows(); };
    const std::size_t n = rows().size();
    CHECK(rows()[n - 5].label == "Sound: On");
    CHECK(rows()[n - 4].label == "Volume: 70%");
    f.click(settings->layout().rows[n - 5]);
    CHECK(rows()[n - 5].label == "Sound: Off");
    CHECK_FALSE(load_settings(f.app->settings_path()).sound);
    f.click(settings->layout().rows[n - 4]);
    CHECK(rows()[n - 4].label == "Volume: 80%");
    f.key(SDLK_LEFT);
    f.key(SDLK_LEFT);
    CHECK(f.app->settings().sound_volume == 60);
    CHECK(load_settings(f.app->settings_path()).sound_volume == 60);
    for (int i = 0; i < 10; ++i) {
        f.key(SDLK_LEFT);
    }
    CHECK(f.app->settings().sound_volume == 0); // Left stops at silence
    for (int i = 0; i < 11; ++i) {
        f.key(SDLK_RETURN);
    }
    CHECK(f.app->settings().sound_volume == 10); // Enter past 100% starts again at 10%
}

} // namespace sound_test
