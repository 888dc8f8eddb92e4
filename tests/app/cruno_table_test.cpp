// The Cruno table driven like a player would: synthetic clicks and keys through SDL's event
// queue on the dummy driver, the loop stepped with a fake clock.

#include "finished_game.hpp"
#include "review_fixture.hpp"
#include "table_fixture.hpp"
#include "test_data_dir.hpp"

#include "../cruno/test_table.hpp"
#include "app/core/settings.hpp"
#include "app/cruno/results.hpp"
#include "app/cruno/table.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/table/results_screen.hpp"
#include "app/table/review_overlay.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/cruno/match.hpp"
#include "parlor/games/cruno/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

namespace cruno_table_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cruno_table;
namespace ct = parlor::cruno::test;

namespace {

struct Table : TableFixture<TableScene> {
    explicit Table(const cn::GameState& state, int w = 1280, int h = 720, bool animations = false)
        : TableFixture(state, w, h, animations, "rule", 41) {}
    using TableFixture::click;
    // The place in the shown hand of a card ("7H").
    int shown(const std::string& text) {
        const auto hand = scene().hand_shown();
        const auto it = std::find(hand.begin(), hand.end(), ct::card(text));
        REQUIRE(it != hand.end());
        return static_cast<int>(it - hand.begin());
    }
    void click_card(const std::string& text) { click(Target{HumanHand, shown(text)}); }
    bool wait_for_human() {
        return f.run_until(
            [&] { return scene().human_to_act() || state().phase == cn::Phase::GameOver; }, 3000);
    }
};

// The player first on the 7♣, three opponents played by the rule player.
cn::GameState four_players() {
    return ct::table({"7H 8S 9C KD SKC D2C", "2H 3H 4H", "5D 6D 7D", "9S XS JS"}, "7C",
                     "AH AD AS 2D 3D 4D 5S 6S");
}

} // namespace

TEST_CASE("Cruno is in the New game list, which asks how many players and who plays in each seat, "
          "and the rules") {
    AppFixture f(1280, 720);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    for (int i = 0; i < 4; ++i) {
        f.key(SDLK_DOWN); // to the fifth game of the list
    }
    f.key(SDLK_RETURN); // the game
    auto* ng = f.top_as<NewGameScene>();
    REQUIRE(ng != nullptr);
    CHECK(ng->choice().game_id == "cruno");
    CHECK(ng->step() == NewGameScene::Step::Difficulty);
    f.key(SDLK_UP); // from expert to mixed, the step below it
    f.key(SDLK_RETURN);
    CHECK(ng->step() == NewGameScene::Step::Players);
    CHECK(ng->choice().players == 4);
    f.key(SDLK_RIGHT);
    f.key(SDLK_RIGHT); // six
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Seats);
    // Mixed fills the five seats with the honest personalities in turn (never the trickster);
    // Continue has the focus.
    const std::vector<std::string> mixed{"rule", "expert", "naive", "rule", "expert"};
    CHECK(ng->choice().seats == mixed);
    CHECK(ng->choices().size() == 7);
    CHECK(ng->choices()[0].label == cn::table_names(6, true)[1] + " · Intermediate"); // rule
    f.key(SDLK_ESCAPE);
    CHECK(ng->step() == NewGameScene::Step::Players); // back goes one step
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Seats);
    // The seats lie in two columns (three and two) above Continue and Back, and the arrows move
    // as they look: Up twice from Continue is the second seat. Right turns expert into
    // trickster, Enter once more into naive; a click on the fifth turns expert into trickster:
    // the player seats it by choice.
    f.key(SDLK_UP);
    f.key(SDLK_UP);
    CHECK(ng->focused() == 1);
    f.key(SDLK_RIGHT);
    f.key(SDLK_RETURN);
    f.app->step();
    f.click(ng->layout().buttons[4]);
    CHECK(ng->choice().seats ==
          std::vector<std::string>{"rule", "naive", "naive", "rule", "trickster"});
    // From the fifth seat (the click moved the focus there) down to the third, then Continue.
    f.key(SDLK_DOWN);
    f.key(SDLK_DOWN);
    CHECK(ng->focused_label() == "Continue");
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Rules);
    CHECK_FALSE(ng->rule("draw_two_skips"));
    f.key(SDLK_UP);
    f.key(SDLK_UP); // the first rule
    f.key(SDLK_RETURN);
    CHECK(ng->rule("draw_two_skips"));
    CHECK(ng->choices()[0].label == "A Draw Two also skips: yes");
    CHECK_FALSE(f.app->settings().option("cruno", "draw_two_skips")); // not before the deal
    f.key(SDLK_DOWN);
    f.key(SDLK_DOWN); // Continue
    f.key(SDLK_RETURN);
    CHECK(ng->step() == NewGameScene::Step::Name);
    f.key(SDLK_RETURN); // the name
    f.app->step();
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    const cn::GameState& s = table->state();
    CHECK(s.player_count() == 6);
    CHECK(s.decks == 2);
    CHECK(s.player(0).is_human());
    // Each seat as it was set.
    CHECK(s.player(1).plays == "rule");
    CHECK(s.player(2).plays == "naive");
    CHECK(s.player(3).plays == "naive");
    CHECK(s.player(4).plays == "rule");
    CHECK(s.player(5).plays == "trickster");
    CHECK(s.rules.draw_two_skips);
    CHECK_FALSE(s.rules.reverse_skips_with_two);
    CHECK(f.app->settings().option("cruno", "draw_two_skips")); // kept for the next game
}

TEST_CASE("New game with two players asks no seats: the difficulty is the one opponent") {
    AppFixture f(1024, 600);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    for (int i = 0; i < 4; ++i) {
        f.key(SDLK_DOWN);
    }
    f.key(SDLK_RETURN); // Cruno
    auto* ng = f.top_as<NewGameScene>();
    REQUIRE(ng != nullptr);
    f.key(SDLK_RETURN); // expert
    REQUIRE(ng->step() == NewGameScene::Step::Players);
    f.key(SDLK_LEFT);
    f.key(SDLK_LEFT); // two
    f.key(SDLK_RETURN);
    CHECK(ng->step() == NewGameScene::Step::Rules);
    CHECK(ng->choice().seats.empty());
    f.key(SDLK_RETURN); // Continue
    f.key(SDLK_RETURN); // the name
    f.app->step();
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().player_count() == 2);
    CHECK(table->state().player(1).plays == "expert");
}

TEST_CASE("New game: the trickster is a choice of its own, and heads-up against it is possible") {
    AppFixture f(1024, 600);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    for (int i = 0; i < 4; ++i) {
        f.key(SDLK_DOWN);
    }
    f.key(SDLK_RETURN); // Cruno
    auto* ng = f.top_as<NewGameScene>();
    REQUIRE(ng != nullptr);
    REQUIRE(ng->step() == NewGameScene::Step::Difficulty);
    f.key(SDLK_DOWN); // from expert to the trickster, the last choice
    f.app->step();
    f.app->render_now();
    REQUIRE(ng->focused() < static_cast<int>(ng->choices().size()));
    CHECK(ng->focused_label() == "Trickster");
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Players);
    CHECK(ng->choice().difficulty == "trickster");
    f.key(SDLK_LEFT);
    f.key(SDLK_LEFT); // two
    CHECK(ng->players_note().find("Trickster") != std::string::npos);
    CHECK(ng->players_note().find("seat by seat") == std::string::npos); // one seat to fill
    f.key(SDLK_RIGHT);
    CHECK(ng->players_note().find("seat by seat") != std::string::npos); // three players
    f.key(SDLK_LEFT);
    f.key(SDLK_RETURN);
    CHECK(ng->step() == NewGameScene::Step::Rules);
    f.key(SDLK_RETURN); // Continue
    f.key(SDLK_RETURN); // the name
    f.app->step();
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().player_count() == 2);
    CHECK(table->state().player(1).plays == "trickster");
    CHECK(f.app->settings().difficulty("cruno") == "trickster"); // its own key, kept apart
}

TEST_CASE("Mixed seats only the honest players, in the order its note gives, at every size") {
    const TableEntry* game = find_table("cruno");
    REQUIRE(game != nullptr);
    REQUIRE(static_cast<bool>(game->seats_for));
    const auto mixed = std::find_if(game->difficulties.begin(), game->difficulties.end(),
                                    [](const Difficulty& d) { return d.name == "mixed"; });
    REQUIRE(mixed != game->difficulties.end());
    // The note names the personalities by their labels, in the order they sit round the table.
    const std::vector<std::string> order{"rule", "expert", "naive"};
    std::size_t from = 0;
    for (const std::string& plays : order) {
        const std::size_t at = mixed->note.find(difficulty_label(*game, plays), from);
        CHECK(at != std::string::npos);
        from = at;
    }
    CHECK(mixed->note.find("never the trickster") != std::string::npos);
    CHECK(game->seats_for("mixed", 2) == std::vector<std::string>{"rule"}); // "one opponent"
    for (int players = 2; players <= game->max_players; ++players) {
        const std::vector<std::string> seats = game->seats_for("mixed", players);
        REQUIRE(static_cast<int>(seats.size()) == players - 1);
        for (std::size_t seat = 0; seat < seats.size(); ++seat) {
            CHECK(seats[seat] == order[seat % order.size()]);
        }
        // Every other difficulty fills every seat with itself, the trickster included.
        for (const Difficulty& d : game->difficulties) {
            if (d.name != "mixed") {
                CHECK(game->seats_for(d.name, players) ==
                      std::vector<std::string>(static_cast<std::size_t>(players - 1), d.name));
            }
        }
    }
}

TEST_CASE("the trickster's note gives the limit the trickster keeps to") {
    const TableEntry* game = find_table("cruno");
    REQUIRE(game != nullptr);
    for (const auto* list : {&game->difficulties, &game->personalities}) {
        const auto it = std::find_if(list->begin(), list->end(),
                                     [](const Difficulty& d) { return d.name == "trickster"; });
        REQUIRE(it != list->end());
        CHECK(it->label == "Trickster");
        CHECK(it->note.find(cn::trickster_limit_words()) != std::string::npos);
    }
}

TEST_CASE("the rule options come from the settings into a new game") {
    AppFixture f(1280, 720);
    f.app->settings().set_option("cruno", "draw_two_skips", true);
    const TableEntry* game = find_table("cruno");
    REQUIRE(game != nullptr);
    NewGameChoice choice;
    choice.game_id = "cruno";
    choice.players = 3;
    choice.difficulty = "naive";
    choice.seed = 5;
    StartedGame started = game->start(*f.app, choice);
    f.app->reset_to(std::move(started.scene));
    f.app->step();
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().rules.draw_two_skips);
    CHECK_FALSE(table->state().rules.reverse_skips_with_two);
    CHECK(table->state().player_count() == 3);
}

TEST_CASE("with the mouse: a card that fits goes on the pile, the others answer in turn") {
    Table t(four_players());
    REQUIRE(t.scene().human_to_act());
    CHECK_FALSE(t.scene().playable_at(t.shown("KD"))); // neither clubs nor a 7
    const std::size_t lines = t.scene().log().entries().size();
    t.click_card("KD");
    CHECK(t.state().turn == 0); // refused: nothing happened but the rules' reason, said once
    t.click_card("KD");
    REQUIRE(t.scene().log().entries().size() == lines + 1);
    const std::string why = t.scene().log().entries().back().text;
    CHECK(why.find("does not match") != std::string::npos);
    CHECK(why.find("K♦") != std::string::npos);
    t.click_card("7H");
    CHECK(t.state().discard.front().card == ct::card("7H"));
    CHECK(t.state().turn == 1);
    REQUIRE(t.wait_for_human());
    CHECK(t.state().turn == 0);
    CHECK(t.state().discard.size() >= 2);
    // The opponents' moves are in the log with their reasons.
    bool reasons = false;
    for (const auto& entry : t.scene().log().entries()) {
        reasons = reasons || (entry.who == LogEntry::Who::Computer && !entry.reasons.empty());
    }
    CHECK(reasons);
}

TEST_CASE("dragging a card that fits onto the discard pile plays it; clicking the stock draws") {
    Table t(four_players());
    const Rect card = t.scene().box(Target{HumanHand, t.shown("9C")});
    const Rect pile = t.scene().box(Target{Discard, 0});
    REQUIRE_FALSE(pile.empty());
    t.drag(Point{card.x + card.w * 0.3f, card.cy()}, Point{pile.cx(), pile.cy()});
    CHECK(t.state().discard.front().card == ct::card("9C"));

    Table d(four_players());
    d.click(Target{Stock, 0});
    CHECK(d.state().player(0).hand.size() == 7);
    CHECK(d.state().turn == 0); // a draw is not a turn's end: play or draw again
}

TEST_CASE("an 8 opens the suit picker: keys 1-4 and C D H S, the mouse, Esc to choose again") {
    {
        Table t(four_players());
        t.f.key(static_cast<SDL_Keycode>(SDLK_1 + t.shown("8S")));
        REQUIRE(t.scene().picking_suit());
        CHECK(t.state().turn == 0);
        t.f.key(SDLK_h); // hearts, not help
        CHECK_FALSE(t.scene().help_open());
        CHECK(t.state().discard.front().card == ct::card("8S"));
        CHECK(t.state().suit == cn::Suit::Hearts);
    }
    {
        Table t(four_players());
        t.click_card("8S");
        REQUIRE(t.scene().picking_suit());
        t.f.key(SDLK_ESCAPE);
        CHECK_FALSE(t.scene().picking_suit());
        t.click_card("8S");
        t.click(Target{SuitPick, 1}); // diamonds (C D H S)
        CHECK(t.state().suit == cn::Suit::Diamonds);
    }
    {
        Table t(four_players());
        t.click_card("8S");
        t.f.key(SDLK_4);
        CHECK(t.state().suit == cn::Suit::Spades);
    }
}

TEST_CASE("keyboard alone: D draws, the focus waits on a card that fits, arrows and Enter play") {
    Table t(four_players());
    t.f.key(SDLK_d);
    CHECK(t.state().player(0).hand.size() == 7); // the A♥ drawn
    t.f.key(SDLK_RIGHT); // 9♣ SK♣ D2♣ K♦ A♥ 7♥ 8♠: from the 9♣ on
    REQUIRE(t.scene().focus().target.zone == HumanHand);
    const int at = t.scene().focus().target.index;
    REQUIRE(t.scene().playable_at(at));
    const cn::Card card = t.scene().hand_shown()[static_cast<std::size_t>(at)];
    CHECK(card.suit == cn::Suit::Clubs);
    t.f.key(SDLK_RETURN);
    CHECK(t.state().discard.front().card == card);
}

TEST_CASE("Skip, Draw Two and Reverse mark the players they hit; the arrows turn over") {
    {
        Table t(four_players(), 1280, 720, true);
        t.click_card("SKC");
        REQUIRE_FALSE(t.scene().seat_marks().empty());
        CHECK(t.scene().seat_marks().front().seat == 1);
        CHECK(t.scene().seat_marks().front().text == "Skipped");
        CHECK(t.state().turn == 2);
    }
    {
        Table t(four_players(), 1280, 720, true);
        t.click_card("D2C");
        REQUIRE_FALSE(t.scene().seat_marks().empty());
        CHECK(t.scene().seat_marks().front().text == "+2");
        CHECK(t.state().pending_draw == 2);
    }
    {
        cn::GameState s = ct::table({"RVC 2S", "2H 3H 4H", "5D 6D 7D"}, "7C", "AH AD AS 2D");
        Table t(s, 1280, 720, true);
        t.click_card("RVC");
        CHECK(t.state().direction == cn::Direction::Counterclockwise);
        CHECK(t.scene().direction_turn() > 0.9);
        t.f.app->step(60); // a second
        CHECK(t.scene().direction_turn() == 0);
    }
}

TEST_CASE("the trickster's conversion is called out over the table and on its place") {
    // Alice, the trickster, holds nothing that fits the 7♥ the player lays, and seven cards: as
    // many as it needs to cheat.
    cn::GameState s = ct::table({"7H 2S", "QC KC 2C 3C 4C 5S 6S", "5D 6D"}, "7C", "AH AD AS 2D 3D",
                                {}, {"human", "trickster", "rule"});
    Table t(s);
    t.click_card("7H");
    REQUIRE(t.f.run_until([&] { return t.state().turn != 1; }, 3000));
    CHECK(t.state().discard.front().converted);
    CHECK(t.scene().callout().find("trickster") != std::string::npos);
    REQUIRE_FALSE(t.scene().seat_marks().empty());
    CHECK(t.scene().seat_marks().front().seat == 1);
}

// Bob, to play on the 5♥ with nothing that fits, draws six cards before the 2♥ comes.
cn::GameState bob_must_draw() {
    cn::GameState s =
        ct::table({"7H 9H KS", "2C 3C 4C", "5D 6D 3H"}, "5H", "2D 3D 4D 6C 7C 2H AS QS JS XS");
    s.turn = 1;
    return s;
}

std::vector<std::string> lines_with(const table::TableLog& log, const std::string& words) {
    std::vector<std::string> lines;
    for (const auto& entry : log.entries()) {
        if (entry.text.find(words) != std::string::npos) {
            lines.push_back(entry.text);
        }
    }
    return lines;
}

TEST_CASE("a computer drawing card after card draws on at once: the cards fly together and one "
          "line of the log counts them") {
    Table t(bob_must_draw(), 1280, 720, true);
    std::size_t most_in_the_air = 0;
    REQUIRE(t.f.run_until(
        [&] {
            most_in_the_air = std::max(most_in_the_air, t.scene().flights().flights().size());
            return t.scene().human_to_act();
        },
        3000));
    CHECK(t.state().discard[1].card == ct::card("2H")); // and Carol's 3♥ on it
    CHECK(t.state().player(1).hand.size() == 8);        // 3 + 6 drawn - the 2♥
    CHECK(most_in_the_air >= 5); // not one card landing before the next leaves
    CHECK(lines_with(t.scene().log(), "Bob draws") ==
          std::vector<std::string>{"Bob draws 6 cards."});
    for (const auto& entry : t.scene().log().entries()) {
        if (entry.text == "Bob draws 6 cards.") {
            CHECK_FALSE(entry.reasons.empty()); // the run's first draw said why
        }
    }
}

TEST_CASE("the trickster short of cards draws on at once too: its draws are one move and one "
          "line") {
    // Bob, the trickster, holds three cards and nothing that fits the 5♥: too few to cheat with
    // (its limit is seven), so it draws the 2♦, the 3♦ and the 5♠, which fits.
    cn::GameState s = ct::table({"7H 9H KS", "2C 3C 4C", "5D 6D 3H"}, "5H",
                                "2D 3D 5S 6C 7C AS QS JS XS", {}, {"human", "trickster", "rule"});
    s.turn = 1;
    Table t(s, 1280, 720, true);
    int changes = 0; // the frames in which Bob's hand grew
    std::size_t held = 3;
    REQUIRE(t.f.run_until(
        [&] {
            const std::size_t now = t.state().player(1).hand.size();
            if (now > held) {
                ++changes;
            }
            held = now;
            return t.scene().human_to_act();
        },
        3000));
    CHECK(t.state().discard[1].card == ct::card("5S")); // and Carol's 3♥ on it
    CHECK(changes == 2); // its decision to draw, then the rest at once: not card by card
    CHECK(lines_with(t.scene().log(), "Bob draws") ==
          std::vector<std::string>{"Bob draws 3 cards."});
}

TEST_CASE("Draw until one fits (C): one press draws card after card, each named, until one fits") {
    // Nothing fits the 7♣; the 9♣ is the fourth card of the stock.
    Table t(ct::table({"2S 3S", "2H 3H 4H", "5H 6H 7D"}, "7C", "AD 4D 5D 9C KD QD JD"));
    const auto* until = t.scene().menu_bar().find(draw_until_button);
    REQUIRE(until != nullptr);
    CHECK(until->enabled);
    CHECK(until->primary); // Enter does it
    CHECK_FALSE(t.scene().menu_bar().find(cruno_table::draw_button)->primary);
    CHECK(t.scene().prompt() == "Nothing fits: draw until one fits (C), or one card (D).");
    t.f.key(SDLK_c);
    CHECK(t.state().player(0).hand.size() == 6);
    CHECK(t.state().turn == 0); // the player plays the card that came
    CHECK(t.scene().playable_at(t.shown("9C")));
    CHECK(lines_with(t.scene().log(), "You draw the ").size() == 4); // each card named
    CHECK_FALSE(t.scene().menu_bar().find(draw_until_button)->enabled);
    t.f.key(SDLK_c); // something fits now: nothing more is drawn
    CHECK(t.state().player(0).hand.size() == 6);
    // One decision: a take-back takes back every draw it made.
    CHECK(t.scene().undo());
    CHECK(t.state().player(0).hand.size() == 2);
    CHECK(t.state().stock.size() == 7);

    // The button does the same.
    Table u(ct::table({"2S 3S", "2H 3H 4H", "5H 6H 7D"}, "7C", "AD 4D 5D 9C KD QD JD"));
    u.click(Target::button(draw_until_button));
    CHECK(u.state().player(0).hand.size() == 6);
}

TEST_CASE("a Draw Two's two cards are one line; the player's own draws each name their card") {
    cn::GameState s =
        ct::table({"7H 9H KS", "2C 3C 4C", "5D 6D 3H"}, "D2H 5H", "2D 3D 4D 6C 7C 2H AS QS JS XS");
    s.turn = 1;
    s.pending_draw = 2;
    Table t(s);
    REQUIRE(t.wait_for_human());
    CHECK(lines_with(t.scene().log(), "for the Draw Two") ==
          std::vector<std::string>{"Bob draws 2 cards for the Draw Two."});
    t.f.key(SDLK_d);
    t.f.key(SDLK_d);
    CHECK(lines_with(t.scene().log(), "You draw the ").size() >= 1);
    CHECK(lines_with(t.scene().log(), "You draw 2").empty());
}

TEST_CASE("every card of a big hand has a key path: 1-9, 0, letters, and the arrows, Home, End") {
    for (int i = 0; i < 31; ++i) {
        CAPTURE(i);
        CHECK(card_key(i) != '\0');
        CHECK(card_at_key(card_key(i)) == i);
    }
    CHECK(card_key(31) == '\0');
    for (const char taken : {'c', 'd', 'h', 'm', 's'}) {
        CHECK(card_at_key(taken) == -1); // clubs, draw, help, sound, save
    }
    // The tenth card shown (the J♣) is the one that fits the J♠: 0 plays it.
    Table ten(ct::table({"AC 2C 3C 4C 5C 6C 7C 9C XC JC 2D 3D 4D", "2H 3H", "5H 6H"}, "JS",
                        "AH AD AS 2S 3S 4S"));
    REQUIRE(ten.shown("JC") == 9);
    ten.f.key(SDLK_a); // the 2♦: does not fit
    CHECK(ten.state().turn == 0);
    ten.f.key(SDLK_0);
    CHECK(ten.state().discard.front().card == ct::card("JC"));
    // The twelfth (the 3♦) fits the 3♠: B plays it.
    Table twelve(ct::table({"AC 2C 3C 4C 5C 6C 7C 9C XC JC 2D 3D 4D", "2H 3H", "5H 6H"}, "3S",
                           "AH AD AS 2S 3S 4S"));
    REQUIRE(twelve.shown("3D") == 11);
    twelve.f.key(SDLK_b);
    CHECK(twelve.state().discard.front().card == ct::card("3D"));
    // Seventy cards: Home and End reach the first and the last, the arrows run in the order shown.
    std::string seventy;
    for (int i = 0; i < 70; ++i) {
        seventy += (i ? " " : "") + std::string(i % 2 ? "QC" : "KD");
    }
    cn::GameState big = ct::table({seventy, "2H 3H", "5H 6H"}, "7S", "AH AD AS 2S 3S 4S");
    big.decks = 2;
    Table t(big);
    t.f.key(SDLK_UP); // the focus shows, on the stock (nothing fits)
    t.f.key(SDLK_UP); // up to the hand
    t.f.key(SDLK_END);
    CHECK(t.scene().focus().target == Target{HumanHand, 69});
    t.f.key(SDLK_HOME);
    CHECK(t.scene().focus().target == Target{HumanHand, 0});
    for (int i = 1; i <= 69; ++i) {
        t.f.key(SDLK_RIGHT);
        REQUIRE(t.scene().focus().target == Target{HumanHand, i});
    }
}

TEST_CASE("help: the expert's card is highlighted, and its suit after an 8") {
    Table t(four_players());
    t.f.key(SDLK_h);
    CHECK(t.scene().help_open());
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
    const cn::Advice& advice = *t.scene().advice();
    CHECK_FALSE(advice.lines.empty());
    if (advice.card) {
        const auto hand = t.scene().hand_shown();
        const int at =
            static_cast<int>(std::find(hand.begin(), hand.end(), *advice.card) - hand.begin());
        CHECK(t.scene().hinted_at(at));
        for (int i = 0; i < static_cast<int>(hand.size()); ++i) {
            CHECK(t.scene().hinted_at(i) == (hand[static_cast<std::size_t>(i)] == *advice.card));
        }
    }
    // A card to play is marked with the pile it goes on; a draw marks the stock instead.
    CHECK(t.scene().discard_hinted() == std::holds_alternative<cn::Play>(advice.action));
}

TEST_CASE("a game played to its end: gone from Continue at once, counted once, even when the "
          "program ends on its results") {
    Table t(ct::table({"KD 2S", "QH", "JH XS"}, "7C", ""));
    REQUIRE(t.f.app->unfinished().has("cruno"));
    t.f.key(SDLK_d); // nothing to draw: the game ends on penalties
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    check_finished_then_restart(t.f, "cruno");
}

TEST_CASE("the stock running out ends the game on penalties; the results show them and the "
          "session's wins") {
    session_tally() = SessionTally{};
    // Nothing to draw and nothing under the top card: the player's draw ends the game.
    cn::GameState s = ct::table({"KD 2S", "QH", "JH XS"}, "7C", "");
    Table t(s);
    t.f.key(SDLK_d);
    CHECK(t.state().phase == cn::Phase::GameOver);
    CHECK(t.state().end_reason == cn::EndReason::StockOut);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    const auto* results = t.f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    const table::ResultsSheet& sheet = results->sheet();
    CHECK(sheet.header[3] == "Penalty");
    REQUIRE(sheet.rows.size() == 3);
    CHECK(sheet.rows[0][3] == "12"); // K 10 + 2
    CHECK(sheet.rows[1][3] == "10"); // Q
    CHECK(sheet.rows[1][4] == "1");  // Alice's win, this session
    CHECK(session_tally().games == 1);
    CHECK(session_tally().wins[1] == 1.0);
}

TEST_CASE("a saved game of Cruno opens on its table; a bad one gives its line-numbered error") {
    AppFixture f(1280, 720);
    const std::string path = f.dir.file("cruno.txt");
    {
        std::ifstream in(std::string(PARLOR_TEST_DATA) + "/cruno/documented_example.txt");
        REQUIRE(in);
        std::ofstream(path) << in.rdbuf();
    }
    OpenedGame opened = open_save_file(*f.app, path);
    REQUIRE_MESSAGE(opened.scene, opened.error);
    f.app->reset_to(std::move(opened.scene));
    f.app->step();
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().player_count() == 4);
    CHECK(table->state().top().converted);

    std::ofstream(f.dir.file("bad.txt")) << "Game: Cruno\nPlayers: 11\n";
    OpenedGame bad = open_save_file(*f.app, f.dir.file("bad.txt"));
    CHECK_FALSE(bad.scene);
    CHECK(bad.error.find("bad.txt:2:") != std::string::npos);
}

TEST_CASE("the Cruno table fits 2 to 10 players in every window from 1024x600 to 3840x2160") {
    for (auto dimensions : {std::pair{1024, 600}, std::pair{1280, 720}, std::pair{1920, 1080},
                            std::pair{3840, 2160}, std::pair{1280, 1024}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (int players = 2; players <= 10; ++players) {
            for (const auto& entry : {std::pair{false, 5}, std::pair{true, 5}, std::pair{false, 30},
                                      std::pair{true, 70}}) {
                const auto help = std::get<0>(entry);
                const auto held = std::get<1>(entry);
                CAPTURE(w);
                CAPTURE(players);
                CAPTURE(held);
                const table::TableFrame f = table::frame_table(w, h, help);
                const Layout l = layout_cruno(f, players, held);
                // Every card of the hand shows its index corner (the rank over the suit).
                REQUIRE(l.hand_showing.size() == static_cast<std::size_t>(held));
                for (const Rect& part : l.hand_showing) {
                    CHECK(part.w >= std::floor(l.human_card.w * 0.28f));
                    CHECK(part.h >= l.human_card.h * 0.4f);
                    CHECK(l.human_hand.contains(part));
                }
                std::vector<Rect> parts{l.direction, l.follow, l.human_label, l.human_hand};
                for (int seat = 1; seat < players; ++seat) {
                    const Rect seat_box = l.seats[static_cast<std::size_t>(seat)].box;
                    CHECK(f.play.contains(seat_box));
                    parts.push_back(seat_box);
                }
                for (std::size_t i = 0; i < parts.size(); ++i) {
                    CHECK(f.play.contains(parts[i]));
                    for (std::size_t j = i + 1; j < parts.size(); ++j) {
                        CHECK_FALSE(parts[i].overlaps(parts[j]));
                    }
                }
                CHECK(l.direction.contains(l.stock));
                CHECK(l.direction.contains(l.discard));
            }
        }
    }
}

TEST_CASE("a whole game played by keys ends on the results, recorded once in the statistics") {
    Table t(ct::table({"7H 8S 9C", "2H 3H 4H", "5D 6D 7D"}, "7C",
                      "AH AD AS 2D 3D 4D 5S 6S 2C 3C 4C 5C 6C QS QD QH"),
            1280, 720, false);
    int guard = 0;
    while (t.f.top() == "table" && guard++ < 300) {
        REQUIRE(
            t.f.run_until([&] { return t.f.top() != "table" || t.scene().human_to_act(); }, 3000));
        if (t.f.top() != "table") {
            break;
        }
        if (t.state().phase == cn::Phase::GameOver) {
            t.f.app->step(120);
            continue;
        }
        int fits = -1;
        for (int i = 0; i < static_cast<int>(t.scene().hand_shown().size()) && fits < 0; ++i) {
            fits = t.scene().playable_at(i) ? i : -1;
        }
        if (fits < 0 || fits > 8) {
            t.f.key(SDLK_d);
        } else {
            t.f.key(static_cast<SDL_Keycode>(SDLK_1 + fits));
            if (t.scene().picking_suit()) {
                t.f.key(SDLK_c);
            }
        }
    }
    CHECK(t.f.top() == "game_results");
    const Statistics s = load_statistics(t.f.app->statistics_path());
    CHECK(s.games.at("cruno").at("rule@3").played == 1); // the rule player at a table of three
}

TEST_CASE("a 40-card hand at 800x480, 1280x720 and 1920x1080: even rows, every card's index "
          "and key showing, nothing over the piles") {
    // At 33 cards a card was drawn over another, the top row's keys were hidden, and the suit
    // picker covered the discard pile.
    for (auto dimensions : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (const int players : {2, 4, 10}) {
            for (const bool help : {false, true}) {
                for (const int held : {33, 40}) {
                    CAPTURE(w);
                    CAPTURE(players);
                    CAPTURE(help);
                    CAPTURE(held);
                    const table::TableFrame f = table::frame_table(w, h, help);
                    const Layout l = layout_cruno(f, players, held);
                    REQUIRE(l.hand.size() == static_cast<std::size_t>(held));
                    REQUIRE(l.hand_showing.size() == l.hand.size());
                    std::vector<float> xs;
                    std::vector<float> ys;
                    for (std::size_t i = 0; i < l.hand.size(); ++i) {
                        CAPTURE(i);
                        CHECK(l.human_hand.contains(l.hand[i]));
                        // No later card over what this one shows: the index, and under it the
                        // key's tab (a line of small text), beside it the tab's width.
                        const Rect part = l.hand_showing[i];
                        CHECK(part.h >= l.human_card.h * 0.36f + f.font_small * 1.2f + 1);
                        CHECK(part.w >= f.px(22));
                        for (std::size_t j = i + 1; j < l.hand.size(); ++j) {
                            CHECK_FALSE(l.hand[j].overlaps(part));
                        }
                        xs.push_back(l.hand[i].x);
                        ys.push_back(l.hand[i].y);
                    }
                    // Evenly overlapped: one step between columns, one between rows.
                    std::sort(xs.begin(), xs.end());
                    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
                    std::sort(ys.begin(), ys.end());
                    ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
                    for (std::size_t i = 2; i < xs.size(); ++i) {
                        CHECK(std::abs((xs[i] - xs[i - 1]) - (xs[1] - xs[0])) <= 1.0f);
                    }
                    for (std::size_t i = 2; i < ys.size(); ++i) {
                        CHECK(std::abs((ys[i] - ys[i - 1]) - (ys[1] - ys[0])) <= 1.0f);
                    }
                    CHECK(xs.size() * ys.size() >= l.hand.size()); // no two cards in one place
                    // The hand clear of the middle and of every seat; the picker of the piles.
                    CHECK_FALSE(l.human_hand.overlaps(l.direction));
                    for (int seat = 1; seat < players; ++seat) {
                        CHECK_FALSE(
                            l.human_hand.overlaps(l.seats[static_cast<std::size_t>(seat)].box));
                    }
                    CHECK(f.play.contains(l.picker_panel));
                    CHECK(l.picker_panel.contains(l.picker));
                    CHECK_FALSE(l.picker_panel.overlaps(l.discard));
                    CHECK_FALSE(l.picker_panel.overlaps(l.stock));
                    CHECK_FALSE(l.picker_panel.overlaps(l.direction));
                }
            }
        }
    }
}

TEST_CASE("a run of nine computer turns at ten players is quick, each move shown and recapped") {
    // Nine rule players act before the player: at Normal speed a move took 1.1-1.4 s (the
    // player waited 9.5-12.5 s); now a run goes at about a third of a second a move, each card
    // flying, and each place says what its player did since the player's last move.
    std::vector<std::string> hands{"7H 8S 9C KD SKC", "2C 3H", "4C 5H", "6C 7D", "9C XH",
                                   "JC QD",           "KC 2D", "3C 4D", "5C 6D", "XC JD"};
    cn::GameState state = ct::table(hands, "7C", "AH AD AS 2H 3D 4H 5S 6S 2S 3S 4S");
    state.turn = 1;
    Table t(state, 1280, 720, true);
    int frames = 0;
    int flights = 0;
    bool flying = false;
    while (!t.scene().human_to_act() && frames < 60 * 30) {
        t.f.app->step();
        std::this_thread::sleep_for(std::chrono::microseconds(200));
        ++frames;
        const bool now = t.scene().flights().flying();
        flights += now && !flying ? 1 : 0;
        flying = now;
    }
    REQUIRE(t.scene().human_to_act());
    const double seconds = frames * App::step_seconds;
    MESSAGE("nine computer moves took " << seconds << " s of table time");
    CHECK(seconds <= 0.6 + 8 * 0.4 + 0.3);
    CHECK(flights == 9); // every move shown, one after another
    for (int seat = 1; seat <= 9; ++seat) {
        CAPTURE(seat);
        const SeatRecap r = t.scene().recap_at(seat);
        CHECK(r.order == seat); // in the order they played
        REQUIRE(r.played.size() == 1);
        CHECK(recap_words(r).front() == std::to_string(seat) + ". played " + r.played.front());
    }
    // The player's move starts a new recap.
    t.f.key(SDLK_1);
    CHECK(t.scene().recap_at(1).order == 0);
}

TEST_CASE("cruno screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        {
            // Seventy cards in the player's hand, and the keys (F1) that reach them.
            std::string seventy;
            for (int i = 0; i < 70; ++i) {
                seventy += (i ? " " : "") + std::string(1, "A23456789XJQK"[i % 13]) + "CDHS"[i % 4];
            }
            cn::GameState big = ct::table({seventy, "2H 3H 4H 5H", "5D 6D 7D 8D 9D XD JD QD KD",
                                           "AS 2S", "3S", "4S", "5S", "6S", "7S", "9S"},
                                          "7C", "AH AD 2D 3D 4D");
            Table t(big, w, h, false);
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/cruno-70-cards-" + size + ".png");
            t.f.key(SDLK_F1);
            t.f.app->step();
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/cruno-keys-" + size + ".png");
        }
        {
            // Forty cards at a table of ten, then an 8 played: the picker clear of the piles.
            std::string forty;
            for (int i = 0; i < 40; ++i) {
                forty += (i ? " " : "") + std::string(1, "A23456789XJQK"[i % 13]) + "CDHS"[i % 4];
            }
            Table t(ct::table({forty, "2C 3H", "4C 5H", "6C 7D", "9C XH", "JC QD", "KC 2D", "3C 4D",
                               "5C 6D", "XC JD"},
                              "7C", "AH AD AS 2H 3D 4H 5S 6S 2S 3S 4S"),
                    w, h, false);
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/cruno-40-cards-" + size + ".png");
            t.f.key(static_cast<SDL_Keycode>(card_key(t.shown("8C"))));
            REQUIRE(t.scene().picking_suit());
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/cruno-40-picker-" + size + ".png");
        }
        {
            // Nine computers played before the player: the recap on their places.
            cn::GameState state = ct::table({"7H 8S 9C KD SKC", "2C 3H", "4C 5H", "6C 7D", "9C XH",
                                             "JC QD", "KC 2D", "3C 4D", "5C 6D", "XC JD"},
                                            "7C", "AH AD AS 2H 3D 4H 5S 6S 2S 3S 4S");
            state.turn = 1;
            Table t(state, w, h, true);
            REQUIRE(t.wait_for_human());
            t.f.app->step(30);
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/cruno-10p-recap-" + size + ".png");
        }
        for (const int players : {2, 10}) {
            cn::Setup setup;
            for (int seat = 0; seat < players; ++seat) {
                setup.seats.push_back(
                    {seat == 0 ? "You"
                               : cn::table_names(players, true)[static_cast<std::size_t>(seat)],
                     seat == 0       ? "human"
                     : seat % 3 == 0 ? "trickster"
                                     : "rule"});
            }
            setup.dealer = players - 1;
            parlor::cards::Rng rng(12);
            Table t(cn::new_game(setup, rng), w, h, false);
            auto shoot = [&](const std::string& name) {
                t.f.app->render_now();
                t.f.app->save_screenshot(dir + "/cruno-" + std::to_string(players) + "p-" + name +
                                         "-" + size + ".png");
            };
            REQUIRE(t.wait_for_human());
            shoot("1-start");
            t.f.key(SDLK_h);
            REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
            shoot("2-help");
            t.f.key(SDLK_h);
            // A few rounds, then the table with an 8 being played.
            for (int round = 0; round < 3 && t.state().phase == cn::Phase::Play; ++round) {
                int fits = -1;
                for (int i = 0; i < static_cast<int>(t.scene().hand_shown().size()); ++i) {
                    if (t.scene().playable_at(i) && !t.scene().hand_shown()[i].is_eight()) {
                        fits = i;
                        break;
                    }
                }
                if (fits >= 0 && card_key(fits) != '\0') {
                    t.f.key(static_cast<SDL_Keycode>(card_key(fits)));
                } else {
                    t.f.key(SDLK_d);
                }
                REQUIRE(t.wait_for_human());
            }
            shoot("3-later");
        }
        Table t(four_players(), w, h, false);
        t.f.key(SDLK_h); // before the picker opens: then H would name hearts
        REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
        t.click_card("8S");
        REQUIRE(t.scene().picking_suit());
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/cruno-4p-picker-" + size + ".png");
        Table skip(four_players(), w, h, true);
        skip.click_card("SKC");
        skip.f.app->step(20);
        skip.f.app->render_now();
        skip.f.app->save_screenshot(dir + "/cruno-4p-skipped-" + size + ".png");
    }
}

namespace {

// The records of Cruno in the data folder.
std::vector<std::string> cruno_records(AppFixture& f) {
    std::vector<std::string> paths;
    const auto folder = std::filesystem::path(f.app->data_dir()) / "records" / "cruno";
    if (std::filesystem::exists(folder)) {
        for (const auto& entry : std::filesystem::directory_iterator(folder)) {
            paths.push_back(entry.path().string());
        }
    }
    return paths;
}

std::string only_record(AppFixture& f) {
    const std::vector<std::string> paths = cruno_records(f);
    REQUIRE(paths.size() == 1);
    std::string error;
    const auto text = parlor::cards::read_whole_file(paths.front(), error);
    REQUIRE_MESSAGE(text.has_value(), error);
    return *text;
}

// The record replayed through the rules: where it reaches.
cn::GameState replayed(const std::string& text) {
    const cn::RecordedGames read = cn::read_recorded_games(text, "table.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    REQUIRE(read.games.size() == 1);
    cn::GameState state;
    const std::string error = cn::replay(read.games[0], "table.jsonl", state);
    REQUIRE_MESSAGE(error.empty(), error);
    return state;
}

// The same game, but for the players' names (the record keeps their personalities).
void check_same(cn::GameState a, cn::GameState b) {
    for (cn::Player& player : a.players) {
        player.name.clear();
    }
    for (cn::Player& player : b.players) {
        player.name.clear();
    }
    CHECK(a == b);
}

} // namespace

TEST_CASE("a game begun on the table is recorded from its deal; a move taken back takes its "
          "lines back") {
    AppFixture f(1280, 720);
    f.app->settings().animations = false;
    f.app->settings().set_option("cruno", "draw_two_skips", true);
    NewGameChoice choice;
    choice.game_id = "cruno";
    choice.players = 3;
    choice.difficulty = "naive";
    choice.seats = {"naive", "trickster"};
    choice.seed = 9;
    StartedGame started = find_table("cruno")->start(*f.app, choice);
    f.app->reset_to(std::move(started.scene));
    f.app->step();
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    const std::string opening = only_record(f);
    CHECK(opening.rfind("{\"event\":\"start\",\"game\":1,\"version\":2,\"parlor\":\"cruno\","
                        "\"seats\":["
                        "\"human\",\"naive\",\"trickster\"],\"rules\":[\"draw_two_skips\"],",
                        0) == 0);
    REQUIRE(f.run_until([&] { return table->human_to_act(); }, 3000));
    check_same(replayed(only_record(f)), table->state());

    const cn::GameState before_draw = table->state();
    const std::string before = only_record(f);
    f.key(SDLK_d);
    REQUIRE(f.run_until(
        [&] { return table->human_to_act() || table->state().phase == cn::Phase::GameOver; },
        3000));
    CHECK(only_record(f).size() > before.size());
    check_same(replayed(only_record(f)), table->state());
    REQUIRE(table->undo());
    CHECK(only_record(f) == before);
    check_same(replayed(only_record(f)), before_draw);
}

TEST_CASE("the game's results offer the expert's review of the player's decisions (R)") {
    AppFixture f(1280, 720);
    f.app->settings().animations = false;
    NewGameChoice choice;
    choice.game_id = "cruno";
    choice.players = 2;
    choice.difficulty = "rule";
    choice.seed = 2; // a short game (4 decisions of the player's): the suite runs under ASan
    StartedGame started = find_table("cruno")->start(*f.app, choice);
    f.app->reset_to(std::move(started.scene));
    f.app->step();
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    // The player makes the first legal move each time (a card that fits, else a draw).
    while (f.top() == "table" && table->state().phase == cn::Phase::Play) {
        REQUIRE(f.run_until(
            [&] { return table->human_to_act() || table->state().phase != cn::Phase::Play; },
            3000));
        if (table->human_to_act()) {
            table->play_for_tests(cn::legal_actions(table->state()).front());
        }
    }
    REQUIRE(f.run_until([&] { return f.top() == "game_results"; }, 3000));
    table::ReviewOverlay* review = &open_review(f);
    CHECK(review->title() == "Review of your game");
    CHECK(review->text().find(" decisions") != std::string::npos);
    CHECK(review->text().find("Game 1") == std::string::npos);
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "game_results");
    // One game, no rounds: an item is "Your decision N", never "Game 1, ...".
    parlor::record::Review whole;
    whole.round_word = parlor::record::whole_game;
    whole.decisions = 4;
    parlor::record::ReviewItem item;
    item.round = 1;
    item.decision = 3;
    item.played = "draw a card";
    item.expert = "play the 7♥";
    item.cost = 12;
    item.unit = parlor::record::chance_unit;
    item.reason = "Play the 7♥.";
    whole.items.push_back(item);
    CHECK(table::review_page(whole).find("\n\nYour decision 3: cost 12.0% chance to win\nYou "
                                         "chose to draw a card; the expert would play the 7♥.") !=
          std::string::npos);
}

TEST_CASE("a table opened on a game under way writes no record") {
    AppFixture f(1280, 720);
    Start start;
    start.state = ct::table({"7H 2S", "2H 3H", "5D 6D"}, "7C", "AH AD AS");
    start.difficulty = "rule";
    f.app->reset_to(std::make_unique<TableScene>(*f.app, start));
    f.app->step();
    f.key(SDLK_1);
    f.app->step(5);
    CHECK(cruno_records(f).empty());
}

TEST_CASE("settings kept before the game log option went load as they are") {
    // "Keep a game log" wrote every game to one file; the table now records every game it begins.
    std::string error;
    const Settings settings = settings_from_json(
        R"({"games":{"cruno":{"difficulty":"rule","game_log":true,"draw_two_skips":true}}})",
        &error);
    CHECK(error.empty());
    CHECK(settings.difficulty("cruno") == "rule");
    CHECK(settings.option("cruno", "draw_two_skips"));
}

TEST_CASE("the results name each computer's difficulty as the setup does, never the file's code") {
    // Issue 42: the setup offers Beginner, Intermediate and Expert; the table said naive, rule
    // and expert. The codes stay in the files (the state's `plays`).
    parlor::cruno::GameState state =
        parlor::cruno::test::table({"7H", "2H 3H", "5D 6D", "4S"}, "7C", "AH AD AS");
    state.players[1].plays = "rule";
    state.players[2].plays = "naive";
    state.players[3].plays = "expert";
    state.winners = {0};
    const SessionTally tally;
    const table::ResultsSheet sheet =
        results_sheet(state, table::Names("You", {"Alice", "Bob", "Carol"}), tally);
    REQUIRE(sheet.rows.size() == 4);
    CHECK(sheet.rows[1][1] == "Intermediate");
    CHECK(sheet.rows[2][1] == "Beginner");
    CHECK(sheet.rows[3][1] == "Expert");
}

// Draw until one fits offered, and after it, at three sizes (run by hand:
// parlor_tests_app -tc="cruno draw until screenshots" --no-skip).
TEST_CASE("cruno draw until screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        Table t(ct::table({"2S 3S", "2H 3H 4H", "5H 6H 7D"}, "7C", "AD 4D 5D 9C KD QD JD"), w, h);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/cruno-draw-until-" + size + ".png");
        t.f.key(SDLK_c);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/cruno-drawn-until-" + size + ".png");
    }
}

} // namespace cruno_table_test
