<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="arena" tilewidth="32" tileheight="32" tilecount="6" columns="6">
 <image source="arena_tiles.png" width="192" height="32"/>
 <tile id="0">
  <properties>
   <property name="look" value="sand"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="look" value="outside"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="look" value="pit"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="look" value="stone"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="look" value="spikes"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="look" value="duel_sand"/>
  </properties>
 </tile>
</tileset>
